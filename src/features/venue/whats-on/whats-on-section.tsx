import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { useT } from '@/i18n/translate';
import { CourtHours } from './court-hours';
import { DropInsSoon } from './drop-ins-soon';
import { ProgramsSoon } from './programs-soon';
import { useWhatsOnLogic } from './whats-on-logic';
import { LoadingLines, WhatsOnFrame } from './whats-on-placeholder';

/**
 * What is on at the venue (the home page's own chunk, loaded after the first paint): today's free
 * court hours, the drop-ins with spots today and tomorrow, and the next programs, kept fresh by its
 * machine. Drawn in the placeholder's frame, so the page does not move when it arrives.
 */
export default function WhatsOnSection() {
  const t = useT();
  const actor = useActorRef(useWhatsOnLogic());
  // A deferred render: React draws the arrived section in slices, yielding to a tap (issue 28).
  const whatsOn = useDeferredValue(useSelector(actor, (s) => s.context.whatsOn));
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));

  if (!whatsOn) {
    const waiting = failed ? null : <LoadingLines rows={4} />;
    const notice = failed ? (
      <MessageBar intent="warning">
        <MessageBarBody>{t('venue.whatsOn.loadFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'whatsOn.reload' })}>{t('venue.home.tryAgain')}</Button>
        </MessageBarActions>
      </MessageBar>
    ) : null;
    return <WhatsOnFrame notice={notice} courts={waiting} dropIns={waiting} programs={waiting} />;
  }
  return (
    <WhatsOnFrame
      courts={<CourtHours courts={whatsOn.courts} />}
      dropIns={<DropInsSoon dropIns={whatsOn.dropIns} now={whatsOn.now} timeZone={whatsOn.timeZone} />}
      programs={<ProgramsSoon programs={whatsOn.programs} timeZone={whatsOn.timeZone} />}
    />
  );
}
