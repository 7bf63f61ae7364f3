import { Body1Strong, Button, Subtitle1, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ProgramWaitlistLine, divisionOf } from '@machines/programs';
import { useT, type Translate } from '@/i18n/translate';
import { formatInstant } from '@/lib/venue-time';
import { useCatalogueClasses } from './catalogue-styles';
import type { ProgramPageActor } from './program-page-logic';
import { useProgramClasses } from './program-styles';

/** "You are 2nd in line", or "A place is kept for Leo Member until January 5, 2027, 9:00 a.m.: register now." */
function lineText(t: Translate, line: ProgramWaitlistLine, timeZone: string): string {
  const self = line.participantId === 'self';
  if (line.status === 'offered' && line.offerExpiresAt) {
    const time = formatInstant(line.offerExpiresAt, timeZone);
    return self ? t('programs.waitlist.offeredYou', { time }) : t('programs.waitlist.offered', { name: line.name, time });
  }
  return self ? t('programs.waitlist.positionYou', { position: line.position }) : t('programs.waitlist.position', { name: line.name, position: line.position });
}

/** The caller's lines in this program's waitlist (a tournament's: each with its division): place in line or the place kept, Register now, Leave. */
export function MyWaitlist({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const own = useProgramClasses();
  const program = useSelector(actor, (s) => s.context.program);
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const lines = program?.waitlist ?? [];
  if (!program || lines.length === 0) return null;
  return (
    <section className={own.section} aria-labelledby="program-waitlist">
      <Subtitle1 as="h2" id="program-waitlist" className={classes.heading}>
        {t('programs.waitlist.title')}
      </Subtitle1>
      <ul className={own.mine}>
        {lines.map((line) => {
          const division = line.divisionId === null ? undefined : divisionOf(program, line.divisionId);
          return (
            <li key={line.id} className={own.mineItem}>
              {division ? <Body1Strong>{division.name}</Body1Strong> : null}
              <Text>{lineText(t, line, timeZone)}</Text>
              {line.status === 'offered' ? (
                <Button size="small" appearance="primary" disabled={!ready} onClick={() => actor.send({ type: 'program.register' })}>
                  {t('programs.waitlist.registerNow')}
                </Button>
              ) : null}
              <Button size="small" disabled={!ready} onClick={() => actor.send({ type: 'program.leaveWaitlist', entryId: line.id })}>
                {line.participantId === 'self' ? t('programs.waitlist.leaveYou') : t('programs.waitlist.leave', { name: line.name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
