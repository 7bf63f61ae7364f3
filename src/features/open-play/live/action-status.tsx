import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { ApiError } from '@machines/shared';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { LiveStatus } from './live-status';
import type { LiveState } from './use-live';

/**
 * Above a live screen's controls: how fresh the view is, the last action's refusal, and what it did
 * (a status line that is always there, so a screen reader hears each change).
 */
export function ActionStatus({ live, error, done }: { live: LiveState; error: ApiError | null; done: string }) {
  const t = useT();
  return (
    <>
      <LiveStatus live={live} />
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Text role="status">{done}</Text>
    </>
  );
}
