import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { coachesListMachine, partnersListMachine, PublishedItem } from '@machines/content';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';

type ListActor = ActorRefFrom<typeof coachesListMachine> | ActorRefFrom<typeof partnersListMachine>;

/** Loading, error with retry, empty, or the items: the states of a visitor's coaches or partners list. */
export function PublishedList<T extends PublishedItem>({
  actor,
  label,
  emptyText,
  className,
  renderItem,
}: {
  actor: ListActor;
  label: string;
  emptyText: string;
  className: string;
  renderItem: (item: T) => ReactNode;
}) {
  const t = useT();
  const state = useSelector(actor as ActorRefFrom<typeof coachesListMachine>, (s) => s);
  if (state.matches('loading')) return <Spinner size="small" label={t('venue.content.loading')} />;
  if (state.matches('failed') && state.context.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('venue.content.loadFailed', { error: failureText(t, state.context.error) })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'list.retry' })}>{t('venue.content.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (state.matches('empty')) return <Body1>{emptyText}</Body1>;
  return (
    <ul className={className} aria-label={label}>
      {(state.context.items as unknown as T[]).map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
