import { Button, Field, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  EMPTY_RICH_TEXT,
  type RichTextDocument,
  type RichTextPreset,
  richTextFieldMachine,
  type LoadEditorInput,
  type RichTextEditorHandle,
} from '@machines/shared';
import { currentLocale, useT } from '@/i18n/translate';
import { useApi } from '@/lib/actors';
import { createEditor } from './editor-tools';

interface RichTextFieldProps {
  label: string;
  preset: RichTextPreset;
  /** The document the field opens with (later changes come back through onChange; key the field to start again). */
  value: RichTextDocument | null;
  /** The editor's saved output after each change. */
  onChange: (value: RichTextDocument) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Given once the editor is ready: reads its document as it is now (a form's Save reads it afresh). */
  onReader?: (read: () => Promise<RichTextDocument>) => void;
  /** The language the owner writes in here ('en-CA', 'fr-CA'): the editor's `lang`, for spelling and screen readers. */
  lang?: string;
}

const useClasses = makeStyles({
  holder: {
    minHeight: '120px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    paddingInlineStart: tokens.spacingHorizontalXXXL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, outlineOffset: '1px' },
    // Editor.js sizes its own content for wide screens; keep it inside the field at 375 px.
    '& .codex-editor__redactor': { paddingBottom: `${tokens.spacingVerticalL} !important` },
    '& .ce-block__content, & .ce-toolbar__content': { maxWidth: 'none' },
    // On a wide field Editor.js hangs its + and drag buttons left of the text (about 60 px): keep them
    // inside the field, where a dialog does not clip them. A narrow field has them on the right.
    '& .codex-editor:not(.codex-editor--narrow)': { marginInlineStart: tokens.spacingHorizontalXXXL },
  },
  hidden: { display: 'none' },
});

/**
 * The rich-text field of every owner form (docs/rich-content.md): Editor.js with the preset's tools,
 * loaded lazily by the field's machine; one editor per field, destroyed when the field goes.
 */
export function RichTextField({ label, preset, value, onChange, hint, error, required, onReader, lang }: RichTextFieldProps) {
  const classes = useClasses();
  const t = useT();
  const api = useApi();
  const holderRef = useRef<HTMLDivElement>(null);
  /** The editor being made: StrictMode's second start of the load joins it instead of making another. */
  const loadingRef = useRef<Promise<RichTextEditorHandle> | null>(null);
  const onChangeRef = useRef(onChange);
  const onReaderRef = useRef(onReader);
  useEffect(() => {
    onChangeRef.current = onChange;
    onReaderRef.current = onReader;
  });

  /* eslint-disable react-hooks/refs -- the actors read the refs when they run (after mount), never while rendering */
  const logic = useMemo(
    () =>
      richTextFieldMachine.provide({
        actors: {
          loadEditor: fromPromise<RichTextEditorHandle, LoadEditorInput>(async ({ input }) => {
            const holder = holderRef.current;
            if (!holder) throw new Error('The rich-text field has no holder.');
            loadingRef.current ??= createEditor({
              holder,
              preset: input.preset,
              value: input.value,
              onChange: () => input.parent.send({ type: 'richText.changed' }),
              uploadImage: (file) => api.uploads.image(file),
              // The language on screen when the editor is made (a switch later re-renders the page, not Editor.js).
              locale: currentLocale(),
            }).finally(() => {
              loadingRef.current = null;
            });
            const editor = await loadingRef.current;
            // The field went away while Editor.js loaded: nothing will destroy this one later.
            if ((input.parent.getSnapshot() as { status: string }).status !== 'active') {
              editor.destroy();
              throw new Error('The rich-text field was closed while its editor loaded.');
            }
            return editor;
          }),
        },
        actions: {
          notifyChange: (_, params) => onChangeRef.current(params.value),
          notifyReady: (_, params) => onReaderRef.current?.(() => params.editor.save()),
        },
      }),
    [api],
  );
  /* eslint-enable react-hooks/refs */
  const actor = useActorRef(logic, { input: { preset, value: value ?? EMPTY_RICH_TEXT } });
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('error') ? 'error' : 'ready'));

  return (
    <Field label={label} hint={hint} validationMessage={error} required={required}>
      {(control) => (
        <div>
          {status === 'loading' && <Spinner size="tiny" label={t('richText.loading')} />}
          {status === 'error' && (
            <MessageBar intent="error">
              <MessageBarBody>{t('richText.loadFailed')}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => actor.send({ type: 'richText.retry' })}>{t('richText.retry')}</Button>
              </MessageBarActions>
            </MessageBar>
          )}
          <div
            {...control}
            ref={holderRef}
            role="group"
            className={status === 'error' ? `${classes.holder} ${classes.hidden}` : classes.holder}
            data-preset={preset}
            lang={lang}
          />
        </div>
      )}
    </Field>
  );
}
