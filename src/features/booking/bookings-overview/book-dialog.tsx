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
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StaffBookingKind, bookingsOverviewMachine } from '@machines/booking';
import { formatMinutesOfDay, inputValueToMinutes, minutesToInputValue } from '@/lib/venue-clock';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useStaffBookingFormLogic } from './overview-logic';

const useClasses = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: '160px' },
  fields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL },
  },
});

type OverviewActor = ActorRefFrom<typeof bookingsOverviewMachine>;
const MAX_HOURS = 12;
/** Every whole hour, for a day that is not loaded (the API takes "HH:mm"). */
const ALL_HOURS = Array.from({ length: 24 }, (_, h) => minutesToInputValue(h * 60));
/** "7:00 a.m." for "07:00", as the rest of the product reads times. */
const timeLabel = (hhmm: string) => {
  const minutes = inputValueToMinutes(hhmm);
  return minutes === null ? hhmm : formatMinutesOfDay(minutes);
};

/** Staff book a court for a member or a walk-in, or block it, for any hour of any day. */
export function BookDialog({ actor }: { actor: OverviewActor }) {
  const open = useSelector(actor, (s) => s.matches('bookForm') || s.matches('booking'));
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'overview.dialogClosed' })}>
      <DialogSurface>{open && <BookForm actor={actor} />}</DialogSurface>
    </Dialog>
  );
}

function BookForm({ actor }: { actor: OverviewActor }) {
  const classes = useClasses();
  const t = useT();
  const day = useSelector(actor, (s) => s.context.day);
  const booking = useSelector(actor, (s) => s.matches('booking'));
  const actionError = useSelector(actor, (s) => s.context.actionError);
  const canSubmit = useSelector(actor, (s) => s.matches('bookForm'));
  // Opened from a free cell of the grid: start from that court and hour.
  const prefill = useSelector(actor, (s) => s.context.prefill);

  // The draft, the member search and the check before sending are the form machine's.
  const form = useActorRef(useStaffBookingFormLogic(actor), {
    input: {
      date: day?.date ?? '',
      startTime: prefill?.startTime ?? day?.slots[0]?.startTime ?? ALL_HOURS[0],
      court: prefill ? prefill.court : 'any',
    },
  });
  const kind = useSelector(form, (s) => s.context.kind);
  const query = useSelector(form, (s) => s.context.query);
  const members = useSelector(form, (s) => s.context.members);
  const searchedQuery = useSelector(form, (s) => s.context.searchedQuery);
  const searching = useSelector(form, (s) => s.matches('searching'));
  const searchError = useSelector(form, (s) => s.context.searchError);
  const userId = useSelector(form, (s) => s.context.userId);
  const name = useSelector(form, (s) => s.context.name);
  const email = useSelector(form, (s) => s.context.email);
  const reason = useSelector(form, (s) => s.context.reason);
  const date = useSelector(form, (s) => s.context.date);
  const startTime = useSelector(form, (s) => s.context.startTime);
  const hours = useSelector(form, (s) => s.context.hours);
  const court = useSelector(form, (s) => s.context.court);
  const problem = useSelector(form, (s) => s.context.problem);
  const failure = searchError ?? actionError;
  const message = problem ? t(problem) : failure ? failureText(t, failure) : null;

  const search = () => form.send({ type: 'staffBooking.searchNow' });
  // The venue's hours on the loaded day; any whole hour on another day.
  const startTimes = day?.date === date && day.slots.length ? day.slots.map((s) => s.startTime) : ALL_HOURS;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'staffBooking.submit' });
      }}
    >
      <DialogBody>
        <DialogTitle>{t('booking.deskForm.title')}</DialogTitle>
        <DialogContent className={classes.form}>
          <Field label={t('booking.deskForm.bookingFor')}>
            <RadioGroup
              layout="horizontal"
              value={kind}
              onChange={(_, data) => form.send({ type: 'staffBooking.kindChanged', kind: data.value as StaffBookingKind })}
            >
              <Radio value="member" label={t('booking.deskForm.kind.member')} />
              <Radio value="walk-in" label={t('booking.deskForm.kind.walkIn')} />
              <Radio value="block" label={t('booking.deskForm.kind.block')} />
            </RadioGroup>
          </Field>

          {kind === 'member' && (
            <>
              <div className={classes.row}>
                <Field label={t('booking.deskForm.findMember')} className={classes.grow}>
                  <Input
                    value={query}
                    onChange={(_, data) => form.send({ type: 'staffBooking.queryChanged', query: data.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        search();
                      }
                    }}
                  />
                </Field>
                <Button onClick={search} disabledFocusable={!query.trim() || booking}>
                  {t('booking.deskForm.search')}
                </Button>
                {searching && <Spinner size="tiny" label={t('booking.deskForm.searching')} />}
              </div>
              {members.length > 0 ? (
                <Field label={t('booking.deskForm.member')}>
                  <RadioGroup
                    value={userId === null ? '' : String(userId)}
                    onChange={(_, data) => form.send({ type: 'staffBooking.memberChosen', userId: Number(data.value) })}
                  >
                    {members.map((m) => (
                      <Radio
                        key={m.id}
                        value={String(m.id)}
                        label={t('booking.deskForm.memberOption', { name: `${m.firstName} ${m.lastName}`.trim() || m.email, email: m.email })}
                      />
                    ))}
                  </RadioGroup>
                </Field>
              ) : (
                searchedQuery && !searching && <span role="status">{t('booking.deskForm.noMatch', { query: searchedQuery })}</span>
              )}
            </>
          )}
          {kind === 'walk-in' && (
            <div className={classes.fields}>
              <Field label={t('booking.deskForm.name')} required>
                <Input value={name} onChange={(_, data) => form.send({ type: 'staffBooking.fieldChanged', field: 'name', value: data.value })} />
              </Field>
              <Field label={t('booking.deskForm.email')}>
                <Input type="email" value={email} onChange={(_, data) => form.send({ type: 'staffBooking.fieldChanged', field: 'email', value: data.value })} />
              </Field>
            </div>
          )}
          {kind === 'block' && (
            <Field label={t('booking.deskForm.reason')} required>
              <Input value={reason} onChange={(_, data) => form.send({ type: 'staffBooking.fieldChanged', field: 'reason', value: data.value })} />
            </Field>
          )}

          <div className={classes.fields}>
            <Field label={t('booking.common.date')}>
              <Input type="date" value={date} onChange={(_, data) => form.send({ type: 'staffBooking.fieldChanged', field: 'date', value: data.value })} />
            </Field>
            <Field label={t('booking.deskForm.startTime')}>
              <Select
                value={startTimes.includes(startTime) ? startTime : ''}
                onChange={(_, data) => form.send({ type: 'staffBooking.fieldChanged', field: 'startTime', value: data.value })}
              >
                {!startTimes.includes(startTime) && <option value="">{t('booking.deskForm.chooseTime')}</option>}
                {startTimes.map((time) => (
                  <option key={time} value={time}>
                    {timeLabel(time)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('booking.common.hours')}>
              <Select value={String(hours)} onChange={(_, data) => form.send({ type: 'staffBooking.hoursChanged', hours: Number(data.value) })}>
                {Array.from({ length: MAX_HOURS }, (_, i) => String(i + 1)).map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('booking.common.court')}>
              <Select
                value={String(court)}
                onChange={(_, data) => form.send({ type: 'staffBooking.courtChanged', court: data.value === 'any' ? 'any' : Number(data.value) })}
              >
                <option value="any">{t('booking.common.anyFreeCourt')}</option>
                {(day?.courts ?? []).map((c) => (
                  <option key={c} value={String(c)}>
                    {t('booking.common.courtNumber', { court: c })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          {message && (
            <MessageBar intent="error">
              <MessageBarBody>{message}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={!canSubmit} icon={booking ? <Spinner size="tiny" /> : undefined}>
            {kind === 'block' ? t('booking.deskForm.blockCourt') : t('booking.deskForm.book')}
          </Button>
          <Button disabledFocusable={booking} onClick={() => actor.send({ type: 'overview.dialogClosed' })}>
            {t('booking.common.close')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
