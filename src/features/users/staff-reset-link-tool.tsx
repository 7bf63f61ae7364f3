import { Body1, Button, Card, Field, Input, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { failureText } from '@/i18n/failure-text';
import { useT } from '@/i18n/translate';
import { useAdminClasses } from '@/lib/admin-styles';
import { formatFromNow } from '@/lib/venue-time';
import { useStaffResetLinkLogic } from './staff-reset-link-logic';

const useClasses = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignItems: 'end',
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr auto' },
  },
  linkRow: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignItems: 'end',
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr auto' },
  },
});

/** Staff desk tool: a password reset link for a member who cannot reach their e-mail. */
export function StaffResetLinkTool() {
  const classes = useClasses();
  const t = useT();
  const admin = useAdminClasses();
  const actor = useActorRef(useStaffResetLinkLogic());
  const email = useSelector(actor, (s) => s.context.email);
  const link = useSelector(actor, (s) => s.context.link);
  const error = useSelector(actor, (s) => s.context.error);
  const isBusy = useSelector(actor, (s) => s.hasTag('busy'));
  const errorText = error ? ('messageId' in error ? t(error.messageId) : failureText(t, error.failure)) : undefined;
  const [copied, setCopied] = useState<string | null>(null); // which link was copied (presentational)

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(value);
    } catch {
      setCopied(null); // clipboard blocked: the link stays selectable in the field
    }
  };

  const expiresIn = link ? formatFromNow(link.expiresAt) : null;

  return (
    <Card className={admin.staffCard}>
      <Subtitle2 as="h2">{t('admin.resetLink.title')}</Subtitle2>
      <Body1>{t('admin.resetLink.intro')}</Body1>
      <form
        className={classes.form}
        noValidate
        aria-label={t('admin.resetLink.title')}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'staffResetLink.submit' });
        }}
      >
        <Field label={t('admin.resetLink.emailLabel')} validationMessage={errorText} validationState={errorText ? 'error' : 'none'}>
          <Input type="email" autoComplete="off" value={email} onChange={(_, data) => actor.send({ type: 'staffResetLink.emailChanged', email: data.value })} />
        </Field>
        <Button type="submit" disabledFocusable={isBusy} icon={isBusy ? <Spinner size="tiny" /> : undefined}>
          {isBusy ? t('admin.resetLink.making') : t('admin.resetLink.make')}
        </Button>
      </form>
      {link && (
        <div className={classes.linkRow}>
          <Field
            label={t('admin.resetLink.linkLabel')}
            hint={expiresIn ? t('admin.resetLink.linkHint', { when: expiresIn }) : t('admin.resetLink.linkHintSoon')}
          >
            <Input readOnly value={link.link} onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Button icon={<CopyRegular />} onClick={() => void copy(link.link)}>
            {t('admin.resetLink.copy')}
          </Button>
          <Text role="status" size={200}>
            {copied === link.link ? t('admin.resetLink.copied') : ''}
          </Text>
        </div>
      )}
    </Card>
  );
}
