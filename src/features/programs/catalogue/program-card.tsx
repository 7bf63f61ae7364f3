import { Badge, Body1Strong, Caption1, Card, Link as FluentLink, Subtitle2, Text } from '@fluentui/react-components';
import { Link } from 'wouter';
import type { ProgramSummary } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { contentLang } from '@/lib/localized/content-lang';
import { agesText, datesText, kindText, registrationColor, registrationText, timesText } from './catalogue-format';
import { useCatalogueClasses } from './catalogue-styles';

/** Where a program's page is, whatever its kind. */
const programHref = (id: number) => `/lesson-info/${id}`;

/**
 * One program in a list: its title (the link to its page), kind and registration state, dates and
 * times, level, ages, coach, the caller's price and the spots left. A camp shows its ages and dates first.
 */
export function ProgramCard({ program, timeZone, prominent = false }: { program: ProgramSummary; timeZone: string; prominent?: boolean }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const dates = datesText(t, program);
  const ages = agesText(t, program);
  const takesRegistration = program.registration !== 'info_only' && program.registration !== 'cancelled';
  return (
    <Card className={classes.card}>
      <div className={classes.top}>
        <Subtitle2 as="h3" className={classes.heading}>
          <Link href={programHref(program.id)} asChild>
            <FluentLink lang={contentLang(program)}>{program.title}</FluentLink>
          </Link>
        </Subtitle2>
        <Text weight="semibold">
          {program.priceCents > 0 ? formatCad(program.priceCents) : t('programs.catalogue.free')}
          {program.earlyBird ? ` · ${t('programs.catalogue.earlyBird')}` : null}
        </Text>
      </div>
      <div className={classes.badges}>
        <Badge appearance="tint" color="brand">
          {kindText(t, program.kind)}
        </Badge>
        <Badge appearance="tint" color={registrationColor(program.registration)}>
          {registrationText(t, program, timeZone)}
        </Badge>
      </div>
      {prominent ? (
        <div className={classes.highlight}>
          <Body1Strong>{ages}</Body1Strong>
          <Body1Strong>{dates}</Body1Strong>
        </div>
      ) : (
        <Text>{dates}</Text>
      )}
      <div className={classes.facts}>
        <Caption1>{timesText(t, program, timeZone)}</Caption1>
        {program.level ? <Caption1>{t('programs.catalogue.level', { level: program.level })}</Caption1> : null}
        {prominent ? null : <Caption1>{ages}</Caption1>}
        {program.coach ? <Caption1>{t('programs.catalogue.coach', { name: program.coach.name })}</Caption1> : null}
        {takesRegistration ? <Caption1>{t('programs.catalogue.spotsLeft', { left: program.spotsLeft, capacity: program.capacity })}</Caption1> : null}
      </div>
    </Card>
  );
}
