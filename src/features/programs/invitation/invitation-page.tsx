import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useSessionStatus } from '@/lib/actors';
import { PageHeading } from '@/lib/page-heading';
import { InvitationDetails } from './invitation-details';
import { useInvitationLogic } from './invitation-logic';
import { InvitationNotFound } from './invitation-not-found';
import { useInvitationClasses } from './invitation-styles';

/** A tournament partner's invitation (/tournaments/invitations/:token), from the link in the e-mail. */
export default function InvitationPage() {
  const { token } = useParams<{ token: string }>();
  // Another link is another invitation: start over.
  return <InvitationView key={token} token={token} />;
}

function InvitationView({ token }: { token: string }) {
  const t = useT();
  const classes = useInvitationClasses();
  const { isLoggedIn } = useSessionStatus();
  const actor = useActorRef(useInvitationLogic(token), { input: { token, isLoggedIn } });
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const hasInvitation = useSelector(actor, (s) => s.context.invitation !== null);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (notFound) return <InvitationNotFound />;
  if (hasInvitation) return <InvitationDetails actor={actor} />;
  return (
    <section className={classes.page} aria-busy={busy}>
      <PageHeading>{t('programs.invitation.heading')}</PageHeading>
      {failed ? (
        <MessageBar intent="error">
          <MessageBarBody>{error ? failureText(t, error) : t('programs.invitation.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => actor.send({ type: 'invitation.retry' })}>{t('programs.invitation.tryAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <Spinner label={t('programs.invitation.loading')} />
      )}
    </section>
  );
}
