import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { formatTime } from '@/lib/venue-time';
import type { LiveState } from './use-live';

/**
 * How fresh a live screen is: loading, could not load (Try again), reconnecting or offline with the
 * time of what is shown. Nothing while live.
 */
export function LiveStatus({ live }: { live: LiveState }) {
  const t = useT();
  const zone = live.view?.timeZone ?? DEFAULT_TIME_ZONE;
  if (live.failed && live.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{`${t('openPlay.live.loadFailed')} ${failureText(t, live.error)}`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={live.retry}>{t('openPlay.common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (live.offline) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {live.staleSince ? t('openPlay.live.offline', { time: formatTime(live.staleSince, zone) }) : t('openPlay.live.offlineNoTime')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (live.reconnecting && live.staleSince) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('openPlay.live.reconnecting', { time: formatTime(live.staleSince, zone) })}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!live.view) return <Spinner size="small" label={t('openPlay.live.loading')} />;
  return null;
}
