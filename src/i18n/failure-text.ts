import type { ApiError } from '@machines/shared';
import { hasMessage, type MessageId, type Translate } from './translate';

/**
 * What to tell the user about a failed request: the app's own words for the server's `code`
 * (`errors.<code>` in the errors catalogue, with the code's values), or the server's message for a
 * code this build does not know yet.
 */
export function failureText(t: Translate, error: Pick<ApiError, 'code' | 'params' | 'message'>): string {
  const id = error.code ? `errors.${error.code}` : null;
  return id && hasMessage(id) ? t(id as MessageId, error.params) : error.message;
}
