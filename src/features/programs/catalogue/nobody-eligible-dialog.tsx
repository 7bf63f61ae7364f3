import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link as FluentLink,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { registrationBar, type PickBar } from '@machines/programs';
import { useT, type MessageId } from '@/i18n/translate';
import { agesText } from './catalogue-format';
import type { ProgramPageActor } from './program-page-logic';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  reasons: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
});

const REASON: Record<PickBar, MessageId> = {
  taken: 'programs.program.nobody.taken',
  ages: 'programs.program.nobody.ages',
  full: 'programs.program.nobody.full',
};

/** Nobody on the account can be registered: why, person by person, instead of a choice of nobody at $0.00. */
export function NobodyEligibleDialog({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useClasses();
  const open = useSelector(actor, (s) => s.matches('nobodyEligible'));
  const canQueue = useSelector(actor, (s) => s.matches('nobodyEligible') && s.can({ type: 'program.joinWaitlist' }));
  const { program, participants } = useSelector(actor, (s) => s.context);
  if (!program) return null;
  const ages = agesText(t, program);
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && actor.send({ type: 'program.close' })}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('programs.program.dialog.title', { title: program.title })}</DialogTitle>
          <DialogContent className={classes.content}>
            <Body1 id="nobody-eligible-intro">{t('programs.program.nobody.intro', { title: program.title })}</Body1>
            <ul className={classes.reasons} aria-labelledby="nobody-eligible-intro">
              {(participants ?? []).map((person) => {
                const bar = registrationBar(program, person.id);
                return bar ? (
                  <li key={String(person.id)}>
                    <Body1>
                      {t('programs.program.nobody.person', {
                        name: person.id === 'self' ? t('programs.dropIn.you') : person.name,
                        reason: t(REASON[bar], { ages }),
                      })}
                    </Body1>
                  </li>
                ) : null;
              })}
            </ul>
            {canQueue ? <Body1>{t('programs.program.nobody.waitlist')}</Body1> : null}
            <Body1>
              {t('programs.program.nobody.family')}{' '}
              <Link href="/account" asChild>
                <FluentLink inline>{t('programs.program.nobody.familyLink')}</FluentLink>
              </Link>
            </Body1>
          </DialogContent>
          <DialogActions>
            {canQueue ? (
              <Button appearance="primary" onClick={() => actor.send({ type: 'program.joinWaitlist' })}>
                {t('programs.waitlist.join')}
              </Button>
            ) : null}
            <Button appearance={canQueue ? 'secondary' : 'primary'} onClick={() => actor.send({ type: 'program.close' })}>
              {t('programs.dropIn.dialog.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
