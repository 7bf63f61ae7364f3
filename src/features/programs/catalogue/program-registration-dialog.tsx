import { Body1, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { taxesFor } from '@machines/booking/booking-selection';
import { outsideAgesIn, programPriceFor, takenIn } from '@machines/programs/program-registration';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { taxLabel } from '@/lib/order-format';
import { venueToday } from '@/lib/venue-clock';
import { CheckoutRedirectCard, useCheckoutProgress } from '@/features/checkout';
import { agesText, datesText } from './catalogue-format';
import type { ParticipantId } from '@machines/programs/program-shapes';
import type { ProgramPageActor } from './program-page-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  summary: { display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, textAlign: 'end' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** Register for the whole program: tick the people (each at their own price), see the total with tax, pay. */
export function ProgramRegistrationDialog({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('choosing') || s.matches('paying'));
  const paying = useSelector(actor, (s) => s.matches('paying'));
  const checkout = useSelector(actor, (s) => s.children.checkout);
  const { redirecting, placed } = useCheckoutProgress(checkout);
  const title = useSelector(actor, (s) => s.context.program?.title ?? '');
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !paying && actor.send({ type: 'program.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('programs.program.dialog.title', { title })}</DialogTitle>
          {open && redirecting && placed ? (
            <DialogContent>
              <CheckoutRedirectCard placed={placed} chooseAgainLabel={t('programs.program.dialog.chooseAgain')} onChooseAgain={() => actor.send({ type: 'program.chooseAgain' })} />
            </DialogContent>
          ) : open ? (
            <ChoiceForm actor={actor} />
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ChoiceForm({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useClasses();
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'program.confirm' }));
  const program = context.program;
  if (!program) return null;
  const today = venueToday(context.timeZone);
  // The server's price for each person when it gave one (it decides at order time), else the same rule worked out here.
  const serverPrice = (id: ParticipantId) => program.participants?.find((person) => person.participantId === id);
  const participants = (context.participants ?? []).map((person) => {
    const given = serverPrice(person.id);
    return { ...person, ...(given ? { priceCents: given.priceCents, earlyBird: given.earlyBird } : programPriceFor(person, program, today)) };
  });
  const taken = takenIn(program);
  const outsideAges = outsideAgesIn(program);
  const name = (participantName: string) => participantName || t('programs.dropIn.you');
  const subtotal = participants.filter((person) => context.picks.includes(person.id)).reduce((sum, person) => sum + person.priceCents, 0);
  const taxes = taxesFor({ taxes: context.taxes }, subtotal);
  const total = subtotal + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  return (
    <>
      <DialogContent className={classes.content}>
        <Body1>{t('programs.program.dialog.when', { dates: datesText(t, program), count: program.sessions.length })}</Body1>
        {context.error ? (
          <MessageBar key={context.error.message} intent="error">
            <MessageBarBody>{failureText(t, context.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <fieldset className={classes.people}>
          <legend className={classes.legend}>{t('programs.program.dialog.who')}</legend>
          {participants.map((person) => (
            <Checkbox
              key={String(person.id)}
              checked={taken.includes(person.id) || context.picks.includes(person.id)}
              disabled={busy || taken.includes(person.id) || outsideAges.includes(person.id)}
              label={
                taken.includes(person.id)
                  ? t('programs.dropIn.dialog.alreadyIn', { name: name(person.name) })
                  : outsideAges.includes(person.id)
                    ? t('programs.program.dialog.outsideAges', { name: name(person.name), ages: agesText(t, program) })
                    : t(person.earlyBird ? 'programs.program.dialog.personEarlyBird' : 'programs.dropIn.dialog.person', { name: name(person.name), price: formatCad(person.priceCents) })
              }
              onChange={() => actor.send({ type: 'program.toggle', participantId: person.id })}
            />
          ))}
        </fieldset>
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
        <Body1 className={classes.note}>{t('programs.program.dialog.priceNote')}</Body1>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabledFocusable={!canConfirm || busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => actor.send({ type: 'program.confirm' })}>
          {total > 0 ? t('programs.dropIn.dialog.pay', { total: formatCad(total) }) : t('programs.dropIn.dialog.confirmFree')}
        </Button>
        <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'program.close' })}>
          {t('programs.dropIn.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
