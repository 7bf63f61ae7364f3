import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '@/i18n/translate';
import { DEFAULT_OPEN_DAY, capitalised, minutesToTimeText, timeTextToMinutes } from './settings-form-values';

const useClasses = makeStyles({
  day: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
  closed: { gridColumn: '1 / -1', alignSelf: 'end', '@media (min-width: 640px)': { gridColumn: 'auto' } },
});

type HoursProblem = 'enterTime' | 'sameTimes' | 'closingBeforeOpening';
type HoursProblems = { opening?: HoursProblem; closing?: HoursProblem };

/** What is wrong with the two times as typed, by field; the minutes when nothing is. */
function checkHours(openText: string, closeText: string) {
  const opening = timeTextToMinutes(openText, 'opening');
  const closing = timeTextToMinutes(closeText, 'closing');
  const problems: HoursProblems = {};
  if (opening === null) problems.opening = 'enterTime';
  if (closing === null) problems.closing = 'enterTime';
  // Equal times would close the day: only the Closed box does that, so a typed pair never does it silently.
  if (opening !== null && closing !== null && opening === closing) problems.closing = 'sameTimes';
  if (opening !== null && closing !== null && opening > closing) problems.closing = 'closingBeforeOpening';
  return { problems, hours: opening !== null && closing !== null && !problems.closing ? { opening, closing } : null };
}

const PROBLEM_TEXT = {
  enterTime: 'admin.companySettings.enterTime',
  sameTimes: 'admin.companySettings.sameTimes',
  closingBeforeOpening: 'admin.companySettings.closingBeforeOpening',
} as const;

export interface DayHoursProps {
  /** The day as a sentence names it ("Monday", "lundi"). */
  dayName: string;
  /** The draft's minutes; equal means closed. */
  opening: number;
  closing: number;
  /** As last saved: a day opened again gets its saved hours back when it had some. */
  saved: { opening: number; closing: number };
  /** Sent for every pair of times that can be saved (and by the Closed box: 0 and 0). */
  onHours: (opening: number, closing: number) => void;
  /** Whether the times as typed can be saved, so the form can hold the save. */
  onValidity: (valid: boolean) => void;
  /** The server's messages for the two fields (400 `fields`). */
  openingError?: string;
  closingError?: string;
}

/**
 * One weekday's opening and closing time and its Closed box. The two times are checked together:
 * a pair that would close the day (the same time twice) or ends before it starts is refused at the
 * closing time with a message, and the times stay as typed; only the Closed box closes a day.
 */
export function DayHours({ dayName, opening, closing, saved, onHours, onValidity, openingError, closingError }: DayHoursProps) {
  const t = useT();
  const classes = useClasses();
  const isClosed = opening === closing;
  const [texts, setTexts] = useState(() => ({ open: minutesToTimeText(opening), close: minutesToTimeText(closing) }));
  const [followed, setFollowed] = useState({ opening, closing });
  if (followed.opening !== opening || followed.closing !== closing) {
    // The draft changed from outside (Cancel, a save, the Closed box): show it, unless it is what is typed.
    setFollowed({ opening, closing });
    const typed = checkHours(texts.open, texts.close).hours;
    if (typed?.opening !== opening || typed.closing !== closing) setTexts({ open: minutesToTimeText(opening), close: minutesToTimeText(closing) });
  }
  const problems: HoursProblems = isClosed ? {} : checkHours(texts.open, texts.close).problems;

  const type = (next: { open: string; close: string }) => {
    setTexts(next);
    const checked = checkHours(next.open, next.close);
    onValidity(checked.hours !== null);
    if (checked.hours && (checked.hours.opening !== opening || checked.hours.closing !== closing)) onHours(checked.hours.opening, checked.hours.closing);
  };
  const setClosed = (closed: boolean) => {
    onValidity(true);
    if (closed) return onHours(0, 0);
    const savedOpen = saved.opening !== saved.closing;
    onHours(savedOpen ? saved.opening : DEFAULT_OPEN_DAY.opening, savedOpen ? saved.closing : DEFAULT_OPEN_DAY.closing);
  };

  const openingMessage = problems.opening ? t(PROBLEM_TEXT[problems.opening]) : openingError;
  const closingMessage = problems.closing ? t(PROBLEM_TEXT[problems.closing]) : closingError;
  return (
    <fieldset className={classes.day} aria-label={capitalised(dayName)}>
      <Field
        label={capitalised(t('admin.companySettings.openingTime', { day: dayName }))}
        validationMessage={isClosed ? undefined : openingMessage}
        validationState={!isClosed && openingMessage ? 'error' : 'none'}
      >
        <Input type="time" value={isClosed ? '' : texts.open} disabled={isClosed} onChange={(_, data) => type({ ...texts, open: data.value })} />
      </Field>
      <Field
        label={capitalised(t('admin.companySettings.closingTime', { day: dayName }))}
        validationMessage={isClosed ? undefined : closingMessage}
        validationState={!isClosed && closingMessage ? 'error' : 'none'}
      >
        <Input type="time" value={isClosed ? '' : texts.close} disabled={isClosed} onChange={(_, data) => type({ ...texts, close: data.value })} />
      </Field>
      <Checkbox
        className={classes.closed}
        label={t('admin.companySettings.closed')}
        checked={isClosed}
        onChange={(_, data) => setClosed(data.checked === true)}
      />
    </fieldset>
  );
}
