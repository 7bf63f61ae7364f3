import { Body1, Button, Card, MessageBar, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAccountClasses } from '@/lib/account-styles';
import { useChangePasswordLogic } from './change-password-logic';

/** Sends a reset link to the account's own address; the e-mailed link is where the password changes. */
export function ChangePassword({ email, own }: { email: string; own: boolean }) {
  const classes = useAccountClasses();
  const t = useT();
  const actor = useActorRef(useChangePasswordLogic(), { input: { email } });
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const problem = useSelector(actor, (s) => s.context.problem);
  const apiError = useSelector(actor, (s) => s.context.error);
  const error = problem === 'emailRequired' ? t('account.changePassword.emailRequired') : apiError ? failureText(t, apiError) : null;

  return (
    <Card className={classes.card}>
      <Subtitle1 as="h2">{t('account.changePassword.title')}</Subtitle1>
      {sent ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('account.changePassword.sent', { email })}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Body1>{own ? t('account.changePassword.own', { email }) : t('account.changePassword.other', { email })}</Body1>
          {error && (
            <MessageBar key={error} intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          <div className={classes.actions}>
            <Button disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => actor.send({ type: 'resetLink.submit' })}>
              {t('account.changePassword.submit')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
