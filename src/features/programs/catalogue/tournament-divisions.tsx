import { Button, Subtitle1 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { canJoinWaitlist } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { useCatalogueClasses } from './catalogue-styles';
import { DivisionList } from './division-list';
import type { ProgramPageActor } from './program-page-logic';
import { useProgramClasses } from './program-styles';

/** A tournament's divisions on its page, with their entrants; a full one offers its waitlist. */
export function TournamentDivisions({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const own = useProgramClasses();
  const program = useSelector(actor, (s) => s.context.program);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  if (!program || program.kind !== 'tournament') return null;
  return (
    <section className={own.section} aria-labelledby="program-divisions">
      <Subtitle1 as="h2" id="program-divisions" className={classes.heading}>
        {t('programs.tournament.divisions')}
      </Subtitle1>
      <DivisionList
        divisions={program.divisions}
        level="h3"
        action={(division) =>
          canJoinWaitlist(program, division.id) ? (
            <div>
              <Button
                aria-label={t('programs.waitlist.joinFor', { division: division.name })}
                disabledFocusable={!ready}
                onClick={() => actor.send({ type: 'program.joinWaitlist', divisionId: division.id })}
              >
                {t('programs.waitlist.join')}
              </Button>
            </div>
          ) : null
        }
      />
    </section>
  );
}
