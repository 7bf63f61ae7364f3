import {
  Badge,
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, EditRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { OwnerItem, ownerCoachesMachine } from '@machines/content';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';

const useClasses = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { flexGrow: 1, minWidth: '10rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

// Both list machines share one statechart; the views read them through the coaches' type.
export type OwnerListActor = ActorRefFrom<typeof ownerCoachesMachine>;

/** The owner's list of coaches or partners with publish or hide, move, edit and delete. */
export function OwnerList({ actor: ref, label }: { actor: OwnerListActor; label: string }) {
  const t = useT();
  const classes = useClasses();
  const state = useSelector(ref, (s) => s);
  const items = state.context.items as OwnerItem[];
  const busy = state.hasTag('busy');
  const pending = items.find((i) => i.id === state.context.pendingDeleteId);

  if (state.matches('loading') && items.length === 0) return <Spinner size="small" label={t('admin.content.loading')} />;
  if (state.matches('failed') && state.context.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{failureText(t, state.context.error)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => ref.send({ type: 'list.retry' })}>{t('admin.content.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <>
      {state.context.error && (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(t, state.context.error)}</MessageBarBody>
        </MessageBar>
      )}
      {items.length === 0 ? (
        <Body1>{t('admin.content.none')}</Body1>
      ) : (
        <ul className={classes.list} aria-label={label}>
          {items.map((item, index) => (
            <li key={item.id} className={classes.row} aria-label={item.name}>
              <Text weight="semibold" className={classes.name}>
                {item.name}
              </Text>
              <Badge appearance="tint" color={item.published ? 'success' : 'informative'}>
                {item.published ? t('admin.content.published') : t('admin.content.hidden')}
              </Badge>
              {/* Short words and arrows on screen; each button's name says whose it is ("Hide Sophie Tremblay"). */}
              <div className={classes.actions}>
                <Button
                  size="small"
                  icon={item.published ? <EyeOffRegular /> : <EyeRegular />}
                  aria-label={item.published ? t('admin.content.hide', { name: item.name }) : t('admin.content.publish', { name: item.name })}
                  disabled={busy}
                  onClick={() => ref.send({ type: 'item.togglePublished', id: item.id })}
                >
                  {item.published ? t('admin.content.hideShort') : t('admin.content.publishShort')}
                </Button>
                <Tooltip content={t('admin.content.moveUp', { name: item.name })} relationship="label">
                  <Button
                    size="small"
                    icon={<ArrowUpRegular />}
                    disabled={busy || index === 0}
                    onClick={() => ref.send({ type: 'item.move', id: item.id, direction: 'up' })}
                  />
                </Tooltip>
                <Tooltip content={t('admin.content.moveDown', { name: item.name })} relationship="label">
                  <Button
                    size="small"
                    icon={<ArrowDownRegular />}
                    disabled={busy || index === items.length - 1}
                    onClick={() => ref.send({ type: 'item.move', id: item.id, direction: 'down' })}
                  />
                </Tooltip>
                <Button
                  size="small"
                  icon={<EditRegular />}
                  aria-label={t('admin.content.edit', { name: item.name })}
                  disabled={busy}
                  onClick={() => ref.send({ type: 'item.edit', id: item.id })}
                >
                  {t('admin.content.editShort')}
                </Button>
                <Button
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={t('admin.content.delete', { name: item.name })}
                  disabled={busy}
                  onClick={() => ref.send({ type: 'item.delete', id: item.id })}
                >
                  {t('admin.content.deleteShort')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={state.matches('confirmingDelete') || state.matches('deleting')} onOpenChange={(_, d) => !d.open && ref.send({ type: 'delete.cancel' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('admin.content.deleteTitle', { name: pending?.name ?? '' })}</DialogTitle>
            <DialogContent>{t('admin.content.deleteBody')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={busy} onClick={() => ref.send({ type: 'delete.confirm' })}>
                {t('admin.content.deleteConfirm')}
              </Button>
              <Button disabled={busy} onClick={() => ref.send({ type: 'delete.cancel' })}>
                {t('admin.content.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
