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
  MessageBarTitle,
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
import type { Alert, AlertBody, AlertSeverity } from '@machines/session/alert.machine';
import { ALERT_MESSAGE_REQUIRED, alertBody } from '@machines/settings/site-alert-editor.machine';
import { useAppActors, useSiteAlert } from '@/lib/actors';
import { useAdminClasses } from '@/lib/admin-styles';
import { useSiteAlertEditorLogic } from './site-alert-editor-logic';

const useClasses = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  severities: { flexWrap: 'wrap' },
  linkFields: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL },
  },
  preview: { display: 'grid', gap: tokens.spacingVerticalXS },
  previewLabel: { color: tokens.colorNeutralForeground3 },
});

const SEVERITIES: { value: AlertSeverity; label: string }[] = [
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'error', label: 'Error' },
];

const NO_ALERT: AlertBody = { message: '', severity: 'info', linkUrl: null, linkText: null };

/** Staff: write, preview, publish, update or delete the site-wide alert (drives the app's alert actor). */
export function SiteAlertEditor() {
  const { alert } = useSiteAlert();
  const isLoading = useSelector(useAppActors().alert, (s) => s.matches('loading'));
  return isLoading ? <Spinner label="Loading the site alert…" /> : <SiteAlertForm current={alert} />;
}

function SiteAlertForm({ current }: { current: Alert | null }) {
  const classes = useClasses();
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

  const body = alertBody({ message, severity, linkUrl, linkText });
  const fieldError = (field: keyof AlertBody) => error?.fields?.[field];
  const messageError = missingMessage ? ALERT_MESSAGE_REQUIRED : fieldError('message');

  return (
    <Card className={admin.staffCard}>
      <Subtitle2 as="h2">Site alert</Subtitle2>
      <Body1>
        {current
          ? isShown
            ? 'This alert is showing at the top of every page.'
            : 'This alert is live (you dismissed it in this browser).'
          : 'No alert is showing. Write one to show it at the top of every page.'}
      </Body1>

      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>The site alert was not changed.</MessageBarTitle>
            {error.message}
          </MessageBarBody>
        </MessageBar>
      )}

      <form
        className={classes.form}
        noValidate
        aria-label="Site alert"
        onSubmit={(event) => {
          event.preventDefault();
          editor.send({ type: 'alertEditor.submit' });
        }}
      >
        <Field label="Message" validationMessage={messageError} validationState={messageError ? 'error' : 'none'}>
          <Textarea
            required
            value={message}
            maxLength={500}
            resize="vertical"
            onChange={(_, data) => editor.send({ type: 'alertEditor.messageChanged', message: data.value })}
          />
        </Field>
        <Field label="Severity" validationMessage={fieldError('severity')}>
          <RadioGroup layout="horizontal" className={classes.severities} value={severity} onChange={(_, data) => editor.send({ type: 'alertEditor.severityChanged', severity: data.value as AlertSeverity })}>
            {SEVERITIES.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} />
            ))}
          </RadioGroup>
        </Field>
        <div className={classes.linkFields}>
          <Field
            label="Link address (optional)"
            hint="A page on this site such as /drop-in, or https://…"
            validationMessage={fieldError('linkUrl')}
            validationState={fieldError('linkUrl') ? 'error' : 'none'}
          >
            <Input type="url" value={linkUrl} onChange={(_, data) => editor.send({ type: 'alertEditor.linkUrlChanged', linkUrl: data.value })} />
          </Field>
          <Field
            label="Link text (optional)"
            validationMessage={fieldError('linkText')}
            validationState={fieldError('linkText') ? 'error' : 'none'}
          >
            <Input value={linkText} maxLength={60} onChange={(_, data) => editor.send({ type: 'alertEditor.linkTextChanged', linkText: data.value })} />
          </Field>
        </div>

        <div className={classes.preview} role="group" aria-label="Preview">
          <Text size={200} className={classes.previewLabel}>
            Preview
          </Text>
          <MessageBar intent={severity} layout="multiline" data-testid="site-alert-preview">
            <MessageBarBody>
              {body.message || 'Your message will appear here.'}{' '}
              {body.linkUrl && (
                <FluentLink href={body.linkUrl} inline>
                  {body.linkText || body.linkUrl}
                </FluentLink>
              )}
            </MessageBarBody>
          </MessageBar>
        </div>

        <div className={admin.actions}>
          {/* One submit button whose label follows the alert, so focus stays on it after publishing. */}
          <Button type="submit" appearance="primary" disabledFocusable={isBusy || !(current ? canUpdate : canCreate)}>
            {current ? 'Update' : 'Publish'}
          </Button>
          {current && (
            <Button type="button" disabledFocusable={isBusy || !canDelete} onClick={() => editor.send({ type: 'alertEditor.deleteRequested' })}>
              Delete
            </Button>
          )}
          {isBusy && <Spinner size="tiny" label="Saving…" />}
        </div>
      </form>

      <Dialog open={confirmingDelete} onOpenChange={(_, data) => !data.open && editor.send({ type: 'alertEditor.deleteCancelled' })}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Delete the site alert?</DialogTitle>
            <DialogContent>It disappears from every page at once.</DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                onClick={() => editor.send({ type: 'alertEditor.deleteConfirmed' })}
              >
                Delete alert
              </Button>
              <Button onClick={() => editor.send({ type: 'alertEditor.deleteCancelled' })}>Keep it</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
}
