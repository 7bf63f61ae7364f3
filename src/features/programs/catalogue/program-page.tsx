import { Badge, Body1, Button, Link as FluentLink, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { canRegister, canJoinWaitlist, hasOffer } from '@machines/programs';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useSessionStatus } from '@/lib/actors';
import { PageHeading } from '@/lib/page-heading';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { DEFAULT_TIME_ZONE } from '@/lib/venue-clock';
import { contentLang } from '@/lib/localized/content-lang';
import { CancelPlaceDialog } from './cancel-place-dialog';
import { kindText, registrationColor, registrationText } from './catalogue-format';
import { useCatalogueClasses } from './catalogue-styles';
import { MyPlaces } from './my-places';
import { MyWaitlist } from './my-waitlist';
import { NobodyEligibleDialog } from './nobody-eligible-dialog';
import { ProgramFacts } from './program-facts';
import { useProgramPageLogic, type ProgramPageActor } from './program-page-logic';
import { ProgramNotFound } from './program-not-found';
import { ProgramRegistrationDialog } from './program-registration-dialog';
import { ProgramSchedule } from './program-schedule';
import { useProgramClasses } from './program-styles';
import { TournamentDivisions } from './tournament-divisions';
import { JoinWaitlistDialog, LeaveWaitlistDialog } from './waitlist-dialogs';

/** One program (/lesson-info/:id), whatever its kind: what, when, for whom, at what price; register, join its waitlist when full, or cancel a place. */
export function ProgramPage({ programId, registerOnLoad }: { programId: number; registerOnLoad: boolean }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const { isLoggedIn } = useSessionStatus();
  const actor = useActorRef(useProgramPageLogic(), { input: { programId, timeZone: DEFAULT_TIME_ZONE, isLoggedIn, registerOnLoad } });
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const hasProgram = useSelector(actor, (s) => s.context.program !== null);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (notFound) return <ProgramNotFound />;
  if (!hasProgram) {
    return (
      <section className={classes.page} aria-busy={busy}>
        <PageHeading>{t('programs.program.heading')}</PageHeading>
        {failed ? (
          <MessageBar intent="error">
            <MessageBarBody>{error ? failureText(t, error) : t('programs.program.loadFailed')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'program.reload' })}>{t('programs.catalogue.tryAgain')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <Spinner label={t('programs.program.loading')} />
        )}
      </section>
    );
  }
  return <ProgramDetails actor={actor} />;
}

function ProgramDetails({ actor }: { actor: ProgramPageActor }) {
  const t = useT();
  const classes = useCatalogueClasses();
  const own = useProgramClasses();
  const program = useSelector(actor, (s) => s.context.program)!;
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  // A failed step (reading again, the participants) shows here; the dialogs show their own.
  const error = useSelector(actor, (s) => (s.matches('ready') || s.matches('loadFailed') ? s.context.error : null));
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const open = canRegister(program);
  // A tournament's lines are per division (in its Divisions section); no button once everyone on the account is in line or registered.
  const queues = program.kind !== 'tournament' && canJoinWaitlist(program, null);
  return (
    <section className={classes.page} aria-busy={busy}>
      <PageHeading>
        <span lang={contentLang(program)}>{program.title}</span>
      </PageHeading>
      <div className={classes.badges}>
        <Badge appearance="tint" color="brand">
          {kindText(t, program.kind)}
        </Badge>
        <Badge appearance="tint" color={registrationColor(program.registration)}>
          {registrationText(t, program, timeZone)}
        </Badge>
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(t, error)}</MessageBarBody>
          {failed ? (
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'program.reload' })}>{t('programs.catalogue.tryAgain')}</Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      <ProgramFacts program={program} timeZone={timeZone} />
      <div className={own.actions}>
        {open ? (
          <Button appearance="primary" disabledFocusable={!ready} onClick={() => actor.send({ type: 'program.register' })}>
            {t(
              program.registration === 'full' && hasOffer(program)
                ? 'programs.waitlist.registerNow'
                : program.mine?.length
                  ? 'programs.program.registerMore'
                  : 'programs.program.register',
            )}
          </Button>
        ) : null}
        {queues ? (
          <Button appearance={open ? 'secondary' : 'primary'} disabledFocusable={!ready} onClick={() => actor.send({ type: 'program.joinWaitlist' })}>
            {t('programs.waitlist.join')}
          </Button>
        ) : null}
        <Link href="/events" asChild>
          <FluentLink>{t('programs.program.seeEvents')}</FluentLink>
        </Link>
      </div>
      {queues ? <Body1 className={own.note}>{`${t('programs.waitlist.fullNote')} ${t('programs.waitlist.waiting', { count: program.waiting })}`}</Body1> : null}
      <MyPlaces actor={actor} />
      <MyWaitlist actor={actor} />
      <TournamentDivisions actor={actor} />
      {program.description?.blocks.length ? (
        <section className={own.section} aria-labelledby="program-about">
          <Subtitle1 as="h2" id="program-about" className={classes.heading}>
            {t('programs.program.about')}
          </Subtitle1>
          <RichTextView value={program.description} lang={contentLang(program, 'description')} />
        </section>
      ) : null}
      <ProgramSchedule program={program} timeZone={timeZone} />
      {open && !program.mine?.length ? (
        <Body1 className={own.note}>{t('programs.program.cancelPolicy', { hours: program.cancellationCutoffHours })}</Body1>
      ) : null}
      <ProgramRegistrationDialog actor={actor} />
      <NobodyEligibleDialog actor={actor} />
      <CancelPlaceDialog actor={actor} />
      <JoinWaitlistDialog actor={actor} />
      <LeaveWaitlistDialog actor={actor} />
    </section>
  );
}
