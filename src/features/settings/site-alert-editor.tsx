import {
  Body1,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { Alert, AlertBody, AlertSeverity } from '@machines/session';
import { CONTENT_LANGUAGES, type ContentLanguage, contentLocaleOf } from '@machines/shared';
import { ALERT_MESSAGE_MAX, ALERT_MESSAGE_REQUIRED, alertBody, alertMessageLength } from '@machines/settings';
import { useAppActors, useSiteAlert } from '@/lib/actors';
import { failureText } from '@/i18n/failure-text';
import { useT, type MessageId } from '@/i18n/translate';
import { useAdminClasses } from '@/lib/admin-styles';
import { MessageTitle } from '@/lib/message-title';
import { labelIn, LocalizedTextField } from '@/lib/localized/localized-fields';
import { useLocalizedVersion } from '@/lib/localized/use-localized-text';
import { CharacterCount } from './character-count';
import { useSiteAlertEditorLogic } from './site-alert-editor-logic';

const useClasses = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  severities: { flexWrap: 'wrap' },
  preview: { display: 'grid', gap: tokens.spacingVerticalXS },
  // Side by side where both fit, one above the other on a phone.
  versions: {
    display: 'grid',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
    '& > *': { minWidth: 0 },
  },
  previewLabel: { color: tokens.colorNeutralForeground3 },
});

const SEVERITIES: { value: AlertSeverity; label: MessageId }[] = [
  { value: 'info', label: 'admin.siteAlert.severityInfo' },
  { value: 'success', label: 'admin.siteAlert.severitySuccess' },
  { value: 'warning', label: 'admin.siteAlert.severityWarning' },
  { value: 'error', label: 'admin.siteAlert.severityError' },
];

const NO_ALERT: AlertBody = { message: { en: null, fr: null }, severity: 'info', linkUrl: null, linkText: { en: null, fr: null } };

/** Staff: write, preview, publish, update or delete the site-wide alert (drives the app's alert actor). */
export function SiteAlertEditor() {
  const t = useT();
  const { alert } = useSiteAlert();
  const isLoading = useSelector(useAppActors().alert, (s) => s.matches('loading'));
  return isLoading ? <Spinner label={t('admin.siteAlert.loading')} /> : <SiteAlertForm current={alert} />;
}

function SiteAlertForm({ current }: { current: Alert | null }) {
  const classes = useClasses();
  const t = useT();
  const admin = useAdminClasses();
  const { alert: alertActor } = useAppActors();
  const { isBusy, error, isShown } = useSiteAlert();
  const canCreate = useSelector(alertActor, (s) => s.can({ type: 'alert.create', alert: NO_ALERT }));
  const canUpdate = useSelector(alertActor, (s) => s.can({ type: 'alert.update', alert: NO_ALERT }));
  const canDelete = useSelector(alertActor, (s) => s.can({ type: 'alert.delete' }));

  // The draft, its check and the delete confirmation are the editor machine's; it follows the live alert.
  const editor = useActorRef(useSiteAlertEditorLogic(), { input: { alert: current } });
  const message = useSelector(editor, (s) => s.context.message);
  const severity = useSelector(editor, (s) => s.context.severity);
  const linkUrl = useSelector(editor, (s) => s.context.linkUrl);
  const linkText = useSelector(editor, (s) => s.context.linkText);
  const missingMessage = useSelector(editor, (s) => s.context.missingMessage);
  const confirmingDelete = useSelector(editor, (s) => s.matches('confirmingDelete'));
  // The live alert's versions are being read: nothing to submit yet.
  const readingVersions = useSelector(editor, (s) => s.hasTag('busy'));
  const pickText = useLocalizedVersion();

  const body = alertBody({ message, severity, linkUrl, linkText });
  // A refusal of one language (`message.fr`) shows at its field.
  const fieldError = (field: keyof AlertBody) => error?.fields?.[field] ?? error?.fields?.[`${field}.en`] ?? error?.fields?.[`${field}.fr`];
  // Never cut: a message over the limit stays as typed and says how much to shorten it (submit is refused).
  const messageError = (language: ContentLanguage) => {
    const length = alertMessageLength(message[language]);
    if (length > ALERT_MESSAGE_MAX) return t('admin.siteAlert.tooLong', { max: ALERT_MESSAGE_MAX, count: length });
    if (language !== 'en') return undefined;
    return missingMessage ? t(ALERT_MESSAGE_REQUIRED) : fieldError('message');
  };
  const preview = pickText(body.message);
  const previewLink = pickText(body.linkText);

  return (
    <Card className={admin.staffCard}>
      <Subtitle2 as="h2">{t('admin.siteAlert.title')}</Subtitle2>
      <Body1>{current ? (isShown ? t('admin.siteAlert.showing') : t('admin.siteAlert.dismissed')) : t('admin.siteAlert.none')}</Body1>

      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageTitle>{t('admin.siteAlert.notChanged')}</MessageTitle>
            {failureText(t, error)}
          </MessageBarBody>
        </MessageBar>
      )}

      <form
        className={classes.form}
        noValidate
        aria-label={t('admin.siteAlert.title')}
        onSubmit={(event) => {
          event.preventDefault();
          editor.send({ type: 'alertEditor.submit' });
        }}
      >
        {/* English and French side by side; either may stay empty, not both. */}
        <div className={classes.versions}>
          {CONTENT_LANGUAGES.map((language) => (
            <Field
              key={language}
              label={labelIn(t, t('admin.siteAlert.message'), language)}
              hint={<CharacterCount length={alertMessageLength(message[language])} max={ALERT_MESSAGE_MAX} />}
              validationMessage={messageError(language)}
              validationState={messageError(language) ? 'error' : 'none'}
            >
              <Textarea
                lang={contentLocaleOf(language)}
                value={message[language]}
                resize="vertical"
                onChange={(_, data) => editor.send({ type: 'alertEditor.messageChanged', language, message: data.value })}
              />
            </Field>
          ))}
        </div>
        <Field label={t('admin.siteAlert.severity')} validationMessage={fieldError('severity')}>
          <RadioGroup
            layout="horizontal"
            className={classes.severities}
            value={severity}
            onChange={(_, data) => editor.send({ type: 'alertEditor.severityChanged', severity: data.value as AlertSeverity })}
          >
            {SEVERITIES.map((s) => (
              <Radio key={s.value} value={s.value} label={t(s.label)} />
            ))}
          </RadioGroup>
        </Field>
        <Field
          label={t('admin.siteAlert.linkUrl')}
          hint={t('admin.siteAlert.linkUrlHint')}
          validationMessage={fieldError('linkUrl')}
          validationState={fieldError('linkUrl') ? 'error' : 'none'}
        >
          <Input type="url" value={linkUrl} onChange={(_, data) => editor.send({ type: 'alertEditor.linkUrlChanged', linkUrl: data.value })} />
        </Field>
        <LocalizedTextField
          label={t('admin.siteAlert.linkText')}
          hint={t('admin.siteAlert.linkTextHint')}
          value={linkText}
          maxLength={60}
          onChange={(language, value) => editor.send({ type: 'alertEditor.linkTextChanged', language, linkText: value })}
          error={fieldError('linkText')}
        />

        <div className={classes.preview} role="group" aria-label={t('admin.siteAlert.preview')}>
          <Text size={200} className={classes.previewLabel}>
            {t('admin.siteAlert.preview')}
          </Text>
          <MessageBar intent={severity} layout="multiline" data-testid="site-alert-preview">
            <MessageBarBody>
              {preview.value ? <span lang={preview.lang}>{preview.value}</span> : t('admin.siteAlert.previewEmpty')}{' '}
              {body.linkUrl && (
                <FluentLink href={body.linkUrl} inline lang={previewLink.value ? previewLink.lang : undefined}>
                  {previewLink.value || body.linkUrl}
                </FluentLink>
              )}
            </MessageBarBody>
          </MessageBar>
        </div>

        <div className={admin.actions}>
          {/* One submit button whose label follows the alert, so focus stays on it after publishing. */}
          <Button type="submit" appearance="primary" disabledFocusable={isBusy || readingVersions || !(current ? canUpdate : canCreate)}>
            {current ? t('admin.siteAlert.update') : t('admin.siteAlert.publish')}
          </Button>
          {current && (
            <Button type="button" disabledFocusable={isBusy || !canDelete} onClick={() => editor.send({ type: 'alertEditor.deleteRequested' })}>
              {t('admin.siteAlert.delete')}
            </Button>
          )}
          {isBusy && <Spinner size="tiny" label={t('admin.siteAlert.saving')} />}
        </div>
      </form>

      <Dialog open={confirmingDelete} onOpenChange={(_, data) => !data.open && editor.send({ type: 'alertEditor.deleteCancelled' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('admin.siteAlert.confirmDeleteTitle')}</DialogTitle>
            <DialogContent>{t('admin.siteAlert.confirmDeleteBody')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => editor.send({ type: 'alertEditor.deleteConfirmed' })}>
                {t('admin.siteAlert.deleteAlert')}
              </Button>
              <Button onClick={() => editor.send({ type: 'alertEditor.deleteCancelled' })}>{t('admin.siteAlert.keep')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
}
