import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { isLoginModalTitleKey, type LoginModalTab, type LoginModalTitle } from '@machines/auth';
import { useT, type MessageId, type Translate } from '@/i18n/translate';
import { useAppActors, useLoginModal } from '@/lib/actors';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalS },
  tabs: { flexWrap: 'wrap' },
});

const TABS: { value: LoginModalTab; label: MessageId }[] = [
  { value: 'login', label: 'auth.loginModal.tab.login' },
  { value: 'signup', label: 'auth.loginModal.tab.signup' },
  { value: 'forgotPassword', label: 'auth.loginModal.tab.forgotPassword' },
];

/** The machine's title key in the screen's language; a caller's plain string (not yet a key) as given. */
const titleText = (t: Translate, title: LoginModalTitle) => (isLoginModalTitleKey(title) ? t(`auth.loginModal.title.${title}`) : title);

const tabId = (tab: LoginModalTab) => `login-modal-tab-${tab}`;

/** The login dialog (login-modal machine): log in, create an account, or ask for a reset link. */
export function LoginModal() {
  const classes = useClasses();
  const t = useT();
  const { isOpen, title, send } = useLoginModal();
  const { session } = useAppActors();

  const dismiss = () => {
    // The visitor gave up on logging in, so there is nowhere to return to.
    session.send({ type: 'session.returnUrlSet', returnUrl: null });
    send({ type: 'loginModal.close' });
  };

  return (
    <Dialog open={isOpen} onOpenChange={(_, data) => !data.open && dismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label={t('auth.loginModal.close')} icon={<DismissRegular />} onClick={dismiss} />}>
            {titleText(t, title)}
          </DialogTitle>
          <DialogContent className={classes.content}>
            <LoginModalForms />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts with fresh forms. */
function LoginModalForms() {
  const classes = useClasses();
  const t = useT();
  const { tab, send } = useLoginModal();
  // The e-mail typed on one tab prefills the next (presentational state; each form owns its machine).
  const [email, setEmail] = useState('');

  const switchTo = (next: LoginModalTab, carriedEmail = email) => {
    setEmail(carriedEmail);
    send({ type: 'loginModal.tabChanged', tab: next });
  };

  return (
    <>
      <TabList
        className={classes.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => switchTo(data.value as LoginModalTab)}
        aria-label={t('auth.loginModal.tabs')}
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} id={tabId(value)} value={value} aria-controls="login-modal-panel">
            {t(label)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="login-modal-panel" aria-labelledby={tabId(tab)}>
        {tab === 'login' && <LoginForm key="login" initialEmail={email} onEmailChange={setEmail} onForgotPassword={() => switchTo('forgotPassword')} />}
        {tab === 'signup' && <SignupForm key="signup" initialEmail={email} onEmailChange={setEmail} onSwitch={switchTo} />}
        {tab === 'forgotPassword' && (
          <ForgotPasswordForm key="forgotPassword" initialEmail={email} onEmailChange={setEmail} onBackToLogin={() => switchTo('login')} />
        )}
      </div>
    </>
  );
}
