// The vocabulary every domain speaks: API errors, dates, ranges, participants, rich text and its field.
export { type ApiError, errorOf, hasStatus, isAuthFailure, toApiError } from './api-error';
export { finalStateOutput } from './final-state-output';
export { formSnapshot } from './form-snapshot';
export { isIsoDate, shiftDate } from './iso-date';
export {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  contentLanguageOf,
  type ContentLangs,
  type ContentLocale,
  contentLocaleOf,
  emptyLocalized,
  hasAny,
  type Localized,
  localizedOf,
  pickLocalized,
} from './localized';
export type { ParticipantId } from './participant';
export { EMPTY_RICH_TEXT, type InlineTag, RICH_TEXT_TOOLS, type RichTextBlock, type RichTextDocument, type RichTextPreset } from './rich-text';
export { type LoadEditorInput, type RichTextEditorHandle, richTextFieldMachine } from './rich-text-field.machine';
export { wholeNumberProblem, type WholeRange } from './whole-range';
