import type historyMessages from '../../../locales/en-CA/history.json';

/** Every history note code, from the English catalogue (server/locales/<locale>/history.json, ids `history.<code>`). */
export type HistoryNoteCode = keyof typeof historyMessages extends `history.${infer Code}` ? Code : never;

/**
 * A line in an order's history as a code and its parameters, worded in the reader's language when
 * read (orders/history-notes.ts). Amounts are cents in a parameter ending in `Cents` (the message
 * reads the formatted amount without the suffix: `amountCents` → `{amount}`); choices are codes
 * for the message's `select`; descriptions and reasons people typed are said as stored.
 */
export interface HistoryNote {
  code: HistoryNoteCode;
  params?: Record<string, string | number | HistoryNote[]>;
}

/** Shorthand for a note: `historyNote('refund_issued', { amountCents, where: 'desk' })`. */
export const historyNote = (code: HistoryNoteCode, params?: HistoryNote['params']): HistoryNote => (params ? { code, params } : { code });
