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
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { priceFor, sessionOf, takenBy } from '@machines/programs';
import type { ApiError } from '@machines/shared';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatDate, formatTimeSpan } from '@/lib/venue-time';
import { CheckoutRedirectCard, usePurchase, type Purchase } from '@/features/checkout';
import { PriceSummary, withTaxes } from '../catalogue/price-summary';
import type { DropInActor } from './drop-in-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  people: { border: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * Register (tick the people, see the total with tax, pay: the purchase child's choice) or join the
 * waitlist (pick one person: the page's own).
 */
export function RegistrationDialog({ actor }: { actor: DropInActor }) {
  const t = useT();
  const registering = useSelector(actor, (s) => s.matches({ buying: 'offered' }));
  const queueing = useSelector(actor, (s) => s.matches('choosingForLine') || s.matches('joining'));
  const purchase = usePurchase(useSelector(actor, (s) => s.children.purchase));
  const session = useSelector(actor, (s) => sessionOf(s.context, s.context.task?.sessionId));
  // The registration's choice opens once the purchase child has it.
  const open = (registering && (purchase.choosing || purchase.paying)) || queueing;
  const close = () => (registering ? purchase.close() : actor.send({ type: 'dropIn.close' }));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !purchase.paying && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {session ? t(queueing ? 'programs.dropIn.dialog.waitlist' : 'programs.dropIn.dialog.register', { title: session.title }) : null}
          </DialogTitle>
          {registering && purchase.redirecting && purchase.placed ? (
            <DialogContent>
              <CheckoutRedirectCard placed={purchase.placed} chooseAgainLabel={t('programs.dropIn.dialog.chooseAgain')} onChooseAgain={purchase.chooseAgain} />
            </DialogContent>
          ) : open && session ? (
            queueing ? (
              <LineForm actor={actor} />
            ) : (
              <RegisterForm actor={actor} purchase={purchase} />
            )
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** When and where, and why the last try was refused. */
function SessionIntro({ actor, error }: { actor: DropInActor; error: ApiError | null }) {
  const t = useT();
  const session = useSelector(actor, (s) => sessionOf(s.context, s.context.task?.sessionId))!;
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  const when = t('programs.dropIn.dialog.when', {
    when: `${formatDate(session.date)}, ${formatTimeSpan(session, timeZone)}`,
    courts: t('programs.dropIn.courts', { count: session.courts.length, courts: session.courts.join(', ') }),
  });
  return (
    <>
      <Body1>{when}</Body1>
      {error ? (
        <MessageBar key={error.message} intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

function RegisterForm({ actor, purchase }: { actor: DropInActor; purchase: Purchase }) {
  const t = useT();
  const classes = useClasses();
  const context = useSelector(actor, (s) => s.context);
  const { picks, busy, canConfirm } = purchase;
  const session = sessionOf(context, context.task?.sessionId)!;
  const participants = context.participants ?? [];
  const taken = takenBy(session, 'register');
  const name = (participantName: string) => participantName || t('programs.dropIn.you');
  const subtotal = participants.filter((person) => picks.includes(person.id)).reduce((sum, person) => sum + priceFor(person, session), 0);
  const { totalCents: total } = withTaxes(context.taxes, subtotal);
  return (
    <>
      <DialogContent className={classes.content}>
        <SessionIntro actor={actor} error={purchase.error} />
        <fieldset className={classes.people}>
          <legend className={classes.legend}>{t('programs.dropIn.dialog.who')}</legend>
          {participants.map((person) => (
            <Checkbox
              key={String(person.id)}
              checked={taken.includes(person.id) || picks.includes(person.id)}
              disabled={busy || taken.includes(person.id)}
              label={
                taken.includes(person.id)
                  ? t('programs.dropIn.dialog.alreadyIn', { name: name(person.name) })
                  : t('programs.dropIn.dialog.person', { name: name(person.name), price: formatCad(priceFor(person, session)) })
              }
              onChange={() => purchase.toggle(person.id)}
            />
          ))}
        </fieldset>
        <PriceSummary rates={context.taxes} subtotalCents={subtotal} />
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabledFocusable={!canConfirm || busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={purchase.confirm}>
          {total > 0 ? t('programs.dropIn.dialog.pay', { total: formatCad(total) }) : t('programs.dropIn.dialog.confirmFree')}
        </Button>
        <Button disabledFocusable={busy} onClick={purchase.close}>
          {t('programs.dropIn.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function LineForm({ actor }: { actor: DropInActor }) {
  const t = useT();
  const classes = useClasses();
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'dropIn.confirm' }));
  const taken = takenBy(sessionOf(context, context.task?.sessionId), 'waitlist');
  const name = (participantName: string) => participantName || t('programs.dropIn.you');
  return (
    <>
      <DialogContent className={classes.content}>
        <SessionIntro actor={actor} error={context.error} />
        <RadioGroup
          aria-label={t('programs.dropIn.dialog.whoWaitlist')}
          value={context.picks[0] === undefined ? '' : String(context.picks[0])}
          onChange={(_, data) => actor.send({ type: 'dropIn.toggle', participantId: data.value === 'self' ? 'self' : Number(data.value) })}
        >
          {(context.participants ?? []).map((person) => (
            <Radio key={String(person.id)} value={String(person.id)} label={name(person.name)} disabled={busy || taken.includes(person.id)} />
          ))}
        </RadioGroup>
        <Body1 className={classes.note}>{t('programs.dropIn.dialog.waitlistNote')}</Body1>
      </DialogContent>
      <DialogActions>
        <Button
          appearance="primary"
          disabledFocusable={!canConfirm || busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={() => actor.send({ type: 'dropIn.confirm' })}
        >
          {t('programs.dropIn.dialog.join')}
        </Button>
        <Button disabledFocusable={busy} onClick={() => actor.send({ type: 'dropIn.close' })}>
          {t('programs.dropIn.dialog.close')}
        </Button>
      </DialogActions>
    </>
  );
}
