import { Link as FluentLink } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProgramDetail } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatDate } from '@/lib/venue-time';
import { agesText, datesText, deadlineOf, registrationText, timesText } from './catalogue-format';
import { useProgramClasses } from './program-styles';

/** Where "Members …" leads: Account, with the membership purchase open on arrival. */
const BECOME_MEMBER_URL = '/account?showBuyOnLoad=true';

/** The program at a glance: dates, times, ages, level, coach, the caller's price and places (a tournament: its deadline), and registration. */
export function ProgramFacts({ program, timeZone }: { program: ProgramDetail; timeZone: string }) {
  const t = useT();
  const classes = useProgramClasses();
  const price = program.priceCents > 0 ? formatCad(program.priceCents) : t('programs.catalogue.free');
  const takesRegistration = program.registration !== 'info_only' && program.registration !== 'cancelled';
  const rows: [string, ReactNode][] = [
    [t('programs.program.dates'), datesText(t, program)],
    [t('programs.program.times'), timesText(t, program, timeZone)],
    [t('programs.program.ages'), agesText(t, program)],
  ];
  if (program.level) rows.push([t('programs.program.level'), program.level]);
  if (program.coach) {
    rows.push([
      t('programs.program.coach'),
      <Link key="coach" href="/coaches" asChild>
        <FluentLink inline>{program.coach.name}</FluentLink>
      </Link>,
    ]);
  }
  if (program.kind === 'tournament') {
    // The fees and places are each division's (the Divisions section).
    if (takesRegistration) rows.push([t('programs.tournament.deadlineTerm'), deadlineOf(program, timeZone)]);
  } else if (takesRegistration) {
    rows.push([
      t('programs.program.price'),
      <>
        {program.earlyBird && program.earlyBirdUntil
          ? t('programs.program.earlyBirdUntil', { price, date: formatDate(program.earlyBirdUntil, 'long') })
          : price}
        {program.memberPriceCents < program.priceCents ? (
          <>
            {' · '}
            <Link href={BECOME_MEMBER_URL} asChild>
              <FluentLink inline>{t('programs.dropIn.memberPrice', { price: formatCad(program.memberPriceCents) })}</FluentLink>
            </Link>
          </>
        ) : null}
      </>,
    ]);
    rows.push([t('programs.program.places'), t('programs.catalogue.spotsLeft', { left: program.spotsLeft, capacity: program.capacity })]);
  }
  rows.push([t('programs.program.registration'), registrationText(t, program, timeZone)]);
  return (
    <dl className={classes.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={classes.term}>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
