import { Badge, Body1Strong, Card, Link as FluentLink, Subtitle2, Text } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { ProgramSummary } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { contentLang } from '@/lib/localized/content-lang';
import { datesText, deadlineOf, kindText, registrationColor, registrationText } from './catalogue-format';
import { useCatalogueClasses } from './catalogue-styles';
import { DivisionList } from './division-list';

/**
 * One tournament in a list: its title (the link to its page), dates, registration state and
 * deadline, then each division with its facts, spots and (on the Tournaments page) its entrants.
 */
export function TournamentCard({ program, timeZone, entrants }: { program: ProgramSummary; timeZone: string; entrants: boolean }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const takesEntries = program.registration === 'open' || program.registration === 'not_open' || program.registration === 'full';
  return (
    <Card className={classes.card}>
      <Subtitle2 as="h3" className={classes.heading}>
        <Link href={`/lesson-info/${program.id}`} asChild>
          <FluentLink lang={contentLang(program)}>{program.title}</FluentLink>
        </Link>
      </Subtitle2>
      <div className={classes.badges}>
        <Badge appearance="tint" color="brand">
          {kindText(t, program.kind)}
        </Badge>
        <Badge appearance="tint" color={registrationColor(program.registration)}>
          {registrationText(t, program, timeZone)}
        </Badge>
      </div>
      <div className={classes.highlight}>
        <Body1Strong>{datesText(t, program)}</Body1Strong>
        {takesEntries ? <Text>{t('programs.tournament.deadline', { when: deadlineOf(program, timeZone) })}</Text> : null}
      </div>
      <DivisionList divisions={program.divisions} level="h4" entrants={entrants} />
    </Card>
  );
}
