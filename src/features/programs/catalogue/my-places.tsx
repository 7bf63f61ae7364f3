import { Button, Subtitle1, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { divisionOf } from '@machines/programs';
import { useT } from '@/i18n/translate';
import { partnerText } from './catalogue-format';
import type { ProgramPageActor } from './program-page-logic';
import { useCatalogueClasses } from './catalogue-styles';
import { useProgramClasses } from './program-styles';

/** The caller's places in the program (a tournament's: with the division and partner), each paid one with its own Cancel. */
export function MyPlaces({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const own = useProgramClasses();
  const program = useSelector(actor, (s) => s.context.program);
  const mine = program?.mine ?? [];
  const canCancel = useSelector(actor, (s) => s.matches('ready'));
  const cutoffHours = useSelector(actor, (s) => s.context.program?.cancellationCutoffHours ?? 0);
  if (mine.length === 0) return null;
  const self = (participantId: 'self' | number) => participantId === 'self';
  return (
    <section className={own.section} aria-labelledby="program-mine">
      <Subtitle1 as="h2" id="program-mine" className={classes.heading}>
        {t('programs.program.mine.title')}
      </Subtitle1>
      <ul className={own.mine}>
        {mine.map((place) => (
          <li key={place.id} className={own.mineItem}>
            <Text>
              {self(place.participantId)
                ? t(place.status === 'held' ? 'programs.program.mine.heldYou' : 'programs.program.mine.registeredYou')
                : t(place.status === 'held' ? 'programs.program.mine.held' : 'programs.program.mine.registered', { name: place.name })}
            </Text>
            {place.divisionId != null ? (
              <Text className={own.note}>{[divisionOf(program, place.divisionId)?.name, partnerText(t, place)].filter(Boolean).join(' · ')}</Text>
            ) : null}
            {place.status === 'confirmed' ? (
              <Button size="small" disabled={!canCancel} onClick={() => actor.send({ type: 'program.cancel', enrolmentId: place.id })}>
                {self(place.participantId) ? t('programs.program.mine.cancelYou') : t('programs.program.mine.cancel', { name: place.name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Text className={own.note}>{t('programs.program.cancelPolicy', { hours: cutoffHours })}</Text>
    </section>
  );
}
