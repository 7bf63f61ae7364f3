import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { rosterMachine } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  surface: { maxWidth: 'min(480px, calc(100vw - 16px))' },
});

/** A walk-in's name and how they paid at the desk; the spot is registered and marked paid. */
export function WalkInDialog({ actor }: { actor: ActorRefFrom<typeof rosterMachine> }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('walkIn'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { walkInName, walkInMethod, walkInProblem, error, roster } = useSelector(actor, (s) => s.context);
  const close = () => actor.send({ type: 'walkIn.close' });
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && !busy && close()}>
      <DialogSurface className={classes.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'walkIn.submit' });
          }}
        >
          <DialogBody>
            <DialogTitle>{t('programsStaff.walkIn.title')}</DialogTitle>
            <DialogContent className={classes.form}>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{failureText(t, error)}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('programsStaff.walkIn.name')} required validationMessage={walkInProblem ? t('programsStaff.walkIn.nameRequired') : undefined}>
                <Input value={walkInName} maxLength={100} onChange={(_, d) => actor.send({ type: 'walkIn.nameChanged', name: d.value })} />
              </Field>
              <Field label={t('programsStaff.walkIn.method')}>
                <RadioGroup
                  value={walkInMethod}
                  onChange={(_, d) => actor.send({ type: 'walkIn.methodChanged', method: d.value === 'card_terminal' ? 'card_terminal' : 'cash' })}
                >
                  <Radio value="cash" label={t('programsStaff.walkIn.cash')} />
                  <Radio value="card_terminal" label={t('programsStaff.walkIn.card')} />
                </RadioGroup>
              </Field>
              {roster && <p>{t('programsStaff.walkIn.price', { price: formatCad(roster.session.nonMemberPriceCents) })}</p>}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('programsStaff.walkIn.submit')}
              </Button>
              <Button onClick={close} disabled={busy}>
                {t('programsStaff.common.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
