import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { pickBar, programPriceFor } from '@machines/programs';
import type { ParticipantId } from '@machines/shared';
import { failureText } from '@/i18n/failure-text';
import { useT, type Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { venueToday } from '@/lib/venue-clock';
import { CheckoutRedirectCard, usePurchase, type Purchase } from '@/features/checkout';
import { agesText, datesText } from './catalogue-format';
import { PriceSummary, withTaxes } from './price-summary';
import type { ProgramPageActor } from './program-page-logic';
import { TournamentEntryForm } from './tournament-entry-form';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * Register for the whole program: tick the people, each at their own price (the purchase child's
 * choice), or a tournament's entry (the page's own, then paid through the purchase); see the total
 * with tax, pay.
 */
export function ProgramRegistrationDialog({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const registering = useSelector(actor, (s) => s.matches({ buying: 'offered' }));
  const entering = useSelector(actor, (s) => s.matches('entering') || s.matches('paying'));
  const purchase = usePurchase(useSelector(actor, (s) => s.children.purchase));
  const title = useSelector(actor, (s) => s.context.program?.title ?? '');
  // The people to tick show once the purchase child has them.
  const open = (registering && (purchase.choosing || purchase.paying)) || entering;
  const close = () => (registering ? purchase.close() : actor.send({ type: 'program.close' }));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !purchase.paying && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('programs.program.dialog.title', { title })}</DialogTitle>
          {open && purchase.redirecting && purchase.placed ? (
            <DialogContent>
              <CheckoutRedirectCard
                placed={purchase.placed}
                chooseAgainLabel={t(entering ? 'programs.tournament.dialog.chooseAgain' : 'programs.program.dialog.chooseAgain')}
                onChooseAgain={purchase.chooseAgain}
              />
            </DialogContent>
          ) : open && entering ? (
            <TournamentEntryForm actor={actor} />
          ) : open ? (
            <ChoiceForm actor={actor} purchase={purchase} />
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** A person's line in the list: their price, or why they cannot be ticked. */
function personLabel(t: Translate, person: { name: string; priceCents: number; earlyBird: boolean }, bar: ReturnType<typeof pickBar>, ages: string): string {
  const name = person.name || t('programs.dropIn.you');
  if (bar === 'taken') return t('programs.dropIn.dialog.alreadyIn', { name });
  if (bar === 'ages') return t('programs.program.dialog.outsideAges', { name, ages });
  if (bar === 'full') return t('programs.waitlist.noPlace', { name });
  return t(person.earlyBird ? 'programs.program.dialog.personEarlyBird' : 'programs.dropIn.dialog.person', { name, price: formatCad(person.priceCents) });
}

function ChoiceForm({ actor, purchase }: { actor: ProgramPageActor; purchase: Purchase }) {
  const t = useT();
  const classes = useClasses();
  const context = useSelector(actor, (s) => s.context);
  const { picks, error, busy, canConfirm } = purchase;
  const program = context.program;
  if (!program) return null;
  const today = venueToday(context.timeZone);
  // The server's price for each person when it gave one (it decides at order time), else the same rule worked out here.
  const serverPrice = (id: ParticipantId) => program.participants?.find((person) => person.participantId === id);
  const participants = (context.participants ?? []).map((person) => {
    const given = serverPrice(person.id);
    return { ...person, ...(given ? { priceCents: given.priceCents, earlyBird: given.earlyBird } : programPriceFor(person, program, today)) };
  });
  const ages = agesText(t, program);
  const subtotal = participants.filter((person) => picks.includes(person.id)).reduce((sum, person) => sum + person.priceCents, 0);
  const { totalCents } = withTaxes(context.taxes, subtotal);
  return (
    <>
      <DialogContent className={classes.content}>
        <Body1>{t('programs.program.dialog.when', { dates: datesText(t, program), count: program.sessions.length })}</Body1>
        {error ? (
          <MessageBar key={error.message} intent="error">
            <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <fieldset className={classes.people}>
          <legend className={classes.legend}>{t('programs.program.dialog.who')}</legend>
          {participants.map((person) => {
            const bar = pickBar(program, person.id);
            return (
              <Checkbox
                key={String(person.id)}
                checked={bar === 'taken' || picks.includes(person.id)}
                disabled={busy || bar !== null}
                label={personLabel(t, person, bar, ages)}
                onChange={() => purchase.toggle(person.id)}
              />
            );
          })}
        </fieldset>
        <PriceSummary rates={context.taxes} subtotalCents={subtotal} />
        <Body1 className={classes.note}>{t('programs.program.dialog.priceNote')}</Body1>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabledFocusable={!canConfirm || busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={purchase.confirm}>
          {totalCents > 0 ? t('programs.dropIn.dialog.pay', { total: formatCad(totalCents) }) : t('programs.dropIn.dialog.confirmFree')}
        </Button>
        <Button disabledFocusable={busy} onClick={purchase.close}>
          {t('programs.dropIn.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
