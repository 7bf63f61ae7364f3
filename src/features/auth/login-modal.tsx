import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { LoginModalTab } from '@machines/auth/login-modal.machine';
import { useAppActors, useLoginModal } from '@/lib/actors';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const useClasses = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalS },
  tabs: { flexWrap: 'wrap' },
});

const TABS: { value: LoginModalTab; label: string }[] = [
  { value: 'login', label: 'Log in' },
  { value: 'signup', label: 'Create account' },
  { value: 'forgotPassword', label: 'Forgot password' },
];

const tabId = (tab: LoginModalTab) => `login-modal-tab-${tab}`;

/** The login dialog (login-modal machine): log in, create an account, or ask for a reset link. */
export function LoginModal() {
  const classes = useClasses();
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
          <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={dismiss} />}>
            {title}
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
        aria-label="Log in or create an account"
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} id={tabId(value)} value={value} aria-controls="login-modal-panel">
            {label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="login-modal-panel" aria-labelledby={tabId(tab)}>
        {tab === 'login' && <LoginForm key="login" initialEmail={email} onEmailChange={setEmail} />}
        {tab === 'signup' && <SignupForm key="signup" initialEmail={email} onEmailChange={setEmail} onSwitch={switchTo} />}
        {tab === 'forgotPassword' && (
          <ForgotPasswordForm key="forgotPassword" initialEmail={email} onEmailChange={setEmail} onBackToLogin={() => switchTo('login')} />
        )}
      </div>
    </>
  );
}
