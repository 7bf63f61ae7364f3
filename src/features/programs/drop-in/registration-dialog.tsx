import { Body1, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { taxesFor } from '@machines/booking/booking-selection';
import { priceFor, sessionOf, takenBy } from '@machines/programs/drop-in.machine';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';
import { formatDate, formatTimeSpan } from '@/lib/venue-time';
import { CheckoutRedirectCard, useCheckoutProgress } from '@/features/checkout';
import type { DropInActor } from './drop-in-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  summary: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, textAlign: 'end' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** Register (tick the people, see the total with tax, pay) or join the waitlist (pick one person). */
export function RegistrationDialog({ actor }: { actor: DropInActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('choosing') || s.matches('paying') || s.matches('joining'));
  const paying = useSelector(actor, (s) => s.matches('paying'));
  const checkout = useSelector(actor, (s) => s.children.checkout);
  const { redirecting, placed } = useCheckoutProgress(checkout);
  const task = useSelector(actor, (s) => s.context.task);
  const session = useSelector(actor, (s) => sessionOf(s.context, s.context.task?.sessionId));
  const waitlist = task?.kind === 'waitlist';
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !paying && actor.send({ type: 'dropIn.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{session ? t(waitlist ? 'programs.dropIn.dialog.waitlist' : 'programs.dropIn.dialog.register', { title: session.title }) : null}</DialogTitle>
          {open && redirecting && placed ? (
            <DialogContent>
              <CheckoutRedirectCard placed={placed} chooseAgainLabel={t('programs.dropIn.dialog.chooseAgain')} onChooseAgain={() => actor.send({ type: 'dropIn.chooseAgain' })} />
            </DialogContent>
          ) : open && session ? (
            <ChoiceForm actor={actor} waitlist={waitlist} />
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ChoiceForm({ actor, waitlist }: { actor: DropInActor; waitlist: boolean }) {
  const t = useT();
  const classes = useClasses();
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'dropIn.confirm' }));
  const session = sessionOf(context, context.task?.sessionId)!;
  const participants = context.participants ?? [];
  const taken = takenBy(session, waitlist ? 'waitlist' : 'register');
  const name = (participantName: string) => participantName || t('programs.dropIn.you');
  const subtotal = participants.filter((person) => context.picks.includes(person.id)).reduce((sum, person) => sum + priceFor(person, session), 0);
  const taxes = taxesFor({ taxes: context.taxes }, subtotal);
  const total = subtotal + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const when = t('programs.dropIn.dialog.when', {
    when: `${formatDate(session.date)}, ${formatTimeSpan(session, context.timeZone)}`,
    courts: t('programs.dropIn.courts', { count: session.courts.length, courts: session.courts.join(', ') }),
  });
  return (
    <>
      <DialogContent className={classes.content}>
        <Body1>{when}</Body1>
        {context.error ? (
          <MessageBar key={context.error.message} intent="error">
            <MessageBarBody>{failureText(t, context.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {waitlist ? (
          <RadioGroup
            aria-label={t('programs.dropIn.dialog.whoWaitlist')}
            value={context.picks[0] === undefined ? '' : String(context.picks[0])}
            onChange={(_, data) => actor.send({ type: 'dropIn.toggle', participantId: data.value === 'self' ? 'self' : Number(data.value) })}
          >
            {participants.map((person) => (
              <Radio key={String(person.id)} value={String(person.id)} label={name(person.name)} disabled={busy || taken.includes(person.id)} />
            ))}
          </RadioGroup>
        ) : (
          <fieldset className={classes.people}>
            <legend className={classes.legend}>{t('programs.dropIn.dialog.who')}</legend>
            {participants.map((person) => (
              <Checkbox
                key={String(person.id)}
                checked={taken.includes(person.id) || context.picks.includes(person.id)}
                disabled={busy || taken.includes(person.id)}
                label={
                  taken.includes(person.id)
                    ? t('programs.dropIn.dialog.alreadyIn', { name: name(person.name) })
                    : t('programs.dropIn.dialog.person', { name: name(person.name), price: formatCad(priceFor(person, session)) })
                }
                onChange={() => actor.send({ type: 'dropIn.toggle', participantId: person.id })}
              />
            ))}
          </fieldset>
        )}
        {waitlist ? (
          <Body1 className={classes.note}>{t('programs.dropIn.dialog.waitlistNote')}</Body1>
        ) : (
          <dl className={classes.summary}>
            {taxes.length ? (
              <>
                <dt className={classes.term}>{t('programs.dropIn.dialog.subtotal')}</dt>
                <dd className={classes.value}>{formatCad(subtotal)}</dd>
                {taxes.map((tax) => (
                  <Fragment key={tax.name}>
                    <dt className={classes.term}>{taxLabel(tax, t)}</dt>
                    <dd className={classes.value}>{formatCad(tax.amountCents)}</dd>
                  </Fragment>
                ))}
              </>
            ) : null}
            <dt className={classes.term}>{t('programs.dropIn.dialog.total')}</dt>
            <dd className={classes.value}>{formatCad(total)}</dd>
          </dl>
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabledFocusable={!canConfirm || busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => actor.send({ type: 'dropIn.confirm' })}>
          {waitlist ? t('programs.dropIn.dialog.join') : total > 0 ? t('programs.dropIn.dialog.pay', { total: formatCad(total) }) : t('programs.dropIn.dialog.confirmFree')}
        </Button>
        <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'dropIn.close' })}>
          {t('programs.dropIn.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
