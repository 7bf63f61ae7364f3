import { Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { byMonth, shownPrograms } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { formatMonth } from '@/lib/venue-time';
import type { CatalogueActor } from './catalogue-logic';
import { useCatalogueClasses } from './catalogue-styles';
import { ProgramCard } from './program-card';
import { TournamentCard } from './tournament-card';

/**
 * The programs the filters let through, by the month they start in (venue dates); or why there are none.
 * `prominent`: the page is about its kind (camps show their ages and dates first, tournaments their entrants).
 */
export function CatalogueList({ actor, prominent = false }: { actor: CatalogueActor; prominent?: boolean }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const programs = useSelector(actor, (s) => s.context.programs);
  const filters = useSelector(actor, (s) => s.context.filters);
  const timeZone = useSelector(actor, (s) => s.context.timeZone ?? DEFAULT_TIME_ZONE);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const shown = shownPrograms(programs, filters);

  if (failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error ? failureText(t, error) : t('programs.catalogue.loadFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'catalogue.reload' })}>{t('programs.catalogue.tryAgain')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (programs === null) return <Spinner label={t('programs.catalogue.loading')} />;
  if (programs.length === 0) return <Body1>{t('programs.catalogue.none')}</Body1>;
  if (shown.length === 0) {
    return (
      <div>
        <Body1>{t('programs.catalogue.noMatch')}</Body1>{' '}
        <Button appearance="transparent" onClick={() => actor.send({ type: 'catalogue.clearFilters' })}>
          {t('programs.catalogue.clearFilters')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {byMonth(shown).map(([month, monthPrograms]) => (
        <section key={month} className={classes.month} aria-labelledby={`month-${month}`}>
          <Subtitle1 as="h2" id={`month-${month}`} className={classes.heading}>
            {formatMonth(month)}
          </Subtitle1>
          <ul className={classes.cards}>
            {monthPrograms.map((program) => (
              <li key={program.id}>
                {program.kind === 'tournament' ? (
                  <TournamentCard program={program} timeZone={timeZone} entrants={prominent} />
                ) : (
                  <ProgramCard program={program} timeZone={timeZone} prominent={prominent} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
