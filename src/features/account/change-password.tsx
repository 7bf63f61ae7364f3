import { Body1, Button, Card, MessageBar, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useAccountClasses } from '@/lib/account-styles';
import { useChangePasswordLogic } from './change-password-logic';

/** Sends a reset link to the account's own address; the e-mailed link is where the password changes. */
export function ChangePassword({ email, own }: { email: string; own: boolean }) {
  const classes = useAccountClasses();
  const actor = useActorRef(useChangePasswordLogic(), { input: { email } });
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <Card className={classes.card}>
      <Subtitle1 as="h2">Change password</Subtitle1>
      {sent ? (
        <MessageBar intent="success">
          <MessageBarBody>
            We have e-mailed a link to {email}. Open it within 30 minutes to choose a new password.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Body1>
            {own
              ? `We will e-mail a link to ${email}; open it to choose a new password.`
              : `E-mail ${email} a link to choose a new password.`}
          </Body1>
          {error && (
            <MessageBar key={error} intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <div className={classes.actions}>
            <Button disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => actor.send({ type: 'resetLink.submit' })}>
              Send password reset link
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
