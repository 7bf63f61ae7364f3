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
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { StaffBookingRequest } from '@machines/booking/booking-shapes';
import { isIsoDate } from '@machines/shared/iso-date';
import type { bookingsOverviewMachine } from '@machines/booking/bookings-overview.machine';
import { formatMinutesOfDay, inputValueToMinutes, minutesToInputValue } from '@/lib/venue-time';

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

type Kind = StaffBookingRequest['kind'];
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
  const day = useSelector(actor, (s) => s.context.day);
  const members = useSelector(actor, (s) => s.context.members);
  const memberQuery = useSelector(actor, (s) => s.context.memberQuery);
  const searching = useSelector(actor, (s) => s.matches({ bookForm: 'searching' }));
  const booking = useSelector(actor, (s) => s.matches('booking'));
  const actionError = useSelector(actor, (s) => s.context.actionError);
  const canSubmit = useSelector(actor, (s) => s.matches({ bookForm: 'editing' }));
  // Opened from a free cell of the grid: start from that court and hour.
  const prefill = useSelector(actor, (s) => s.context.prefill);

  // The form's draft (presentational until submitted).
  const [kind, setKind] = useState<Kind>('member');
  const [query, setQuery] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(day?.date ?? '');
  const [startTime, setStartTime] = useState(prefill?.startTime ?? day?.slots[0]?.startTime ?? ALL_HOURS[0]);
  const [hours, setHours] = useState('1');
  const [court, setCourt] = useState(prefill ? String(prefill.court) : 'any');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const slot = { date, startTime, hours: Number(hours), court: court === 'any' ? ('any' as const) : Number(court) };
    const missing =
      !isIsoDate(date) || !/^\d{2}:\d{2}$/.test(startTime)
        ? 'Choose a date and a start time.'
        : kind === 'member' && userId === null
          ? 'Find and choose the member.'
          : kind === 'walk-in' && !name.trim()
            ? 'Enter the walk-in’s name.'
            : kind === 'block' && !reason.trim()
              ? 'Enter why the court is blocked.'
              : null;
    setProblem(missing);
    if (missing) return;
    const request: StaffBookingRequest =
      kind === 'member'
        ? { kind, userId: userId!, ...slot }
        : kind === 'walk-in'
          ? { kind, name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}), ...slot }
          : { kind, reason: reason.trim(), ...slot };
    actor.send({ type: 'overview.bookSubmitted', request });
  };

  const search = () => actor.send({ type: 'overview.memberSearched', query });
  // The venue's hours on the loaded day; any whole hour on another day.
  const startTimes = day?.date === date && day.slots.length ? day.slots.map((s) => s.startTime) : ALL_HOURS;

  return (
    <form onSubmit={submit}>
      <DialogBody>
        <DialogTitle>Book a court</DialogTitle>
        <DialogContent className={classes.form}>
          <Field label="Booking for">
            <RadioGroup layout="horizontal" value={kind} onChange={(_, data) => setKind(data.value as Kind)}>
              <Radio value="member" label="Member" />
              <Radio value="walk-in" label="Walk-in" />
              <Radio value="block" label="Block (maintenance)" />
            </RadioGroup>
          </Field>

          {kind === 'member' && (
            <>
              <div className={classes.row}>
                <Field label="Find a member by name or e-mail" className={classes.grow}>
                  <Input
                    value={query}
                    onChange={(_, data) => setQuery(data.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        search();
                      }
                    }}
                  />
                </Field>
                <Button onClick={search} disabledFocusable={!query.trim() || booking}>
                  Search
                </Button>
                {searching && <Spinner size="tiny" label="Searching…" />}
              </div>
              {members.length > 0 ? (
                <Field label="Member">
                  <RadioGroup value={userId === null ? '' : String(userId)} onChange={(_, data) => setUserId(Number(data.value))}>
                    {members.map((m) => (
                      <Radio key={m.id} value={String(m.id)} label={`${`${m.firstName} ${m.lastName}`.trim() || m.email} (${m.email})`} />
                    ))}
                  </RadioGroup>
                </Field>
              ) : (
                memberQuery && !searching && <span role="status">No accounts match “{memberQuery}”.</span>
              )}
            </>
          )}
          {kind === 'walk-in' && (
            <div className={classes.fields}>
              <Field label="Name" required>
                <Input value={name} onChange={(_, data) => setName(data.value)} />
              </Field>
              <Field label="E-mail (optional, for the receipt)">
                <Input type="email" value={email} onChange={(_, data) => setEmail(data.value)} />
              </Field>
            </div>
          )}
          {kind === 'block' && (
            <Field label="Reason" required>
              <Input value={reason} onChange={(_, data) => setReason(data.value)} />
            </Field>
          )}

          <div className={classes.fields}>
            <Field label="Date">
              <Input type="date" value={date} onChange={(_, data) => setDate(data.value)} />
            </Field>
            <Field label="Start time">
              <Select value={startTimes.includes(startTime) ? startTime : ''} onChange={(_, data) => setStartTime(data.value)}>
                {!startTimes.includes(startTime) && <option value="">Choose a time</option>}
                {startTimes.map((t) => (
                  <option key={t} value={t}>
                    {timeLabel(t)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Hours">
              <Select value={hours} onChange={(_, data) => setHours(data.value)}>
                {Array.from({ length: MAX_HOURS }, (_, i) => String(i + 1)).map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Court">
              <Select value={court} onChange={(_, data) => setCourt(data.value)}>
                <option value="any">Any free court</option>
                {(day?.courts ?? []).map((c) => (
                  <option key={c} value={String(c)}>
                    Court {c}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          {(problem || actionError) && (
            <MessageBar intent="error">
              <MessageBarBody>{problem ?? actionError?.message}</MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary" disabledFocusable={!canSubmit} icon={booking ? <Spinner size="tiny" /> : undefined}>
            {kind === 'block' ? 'Block court' : 'Book'}
          </Button>
          <Button disabledFocusable={booking} onClick={() => actor.send({ type: 'overview.dialogClosed' })}>
            Close
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
