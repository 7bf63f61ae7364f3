import type { AuditEntry } from '@machines/account';
import type { MessageId, Translate } from '@/i18n/translate';
import { formatCad } from '@/lib/money';
import { formatDate } from '@/lib/venue-time';
import { currentLocale } from '@/lib/venue-clock';

type Params = AuditEntry['params'];

/**
 * The codes the screen words itself, the message and the params it needs (as the server writes
 * them: server/modules/*, `recordStaffAction`). An entry whose params lack one shows the server's
 * English `detail` instead of a sentence with a hole in it.
 */
const ACTIONS: Record<string, { id: MessageId; needs: string[] }> = {
  'membership.sold': { id: 'admin.account.audit.action.membershipSold', needs: ['name', 'validFrom', 'validUntil', 'priceCents'] },
  'membership.refunded': { id: 'admin.account.audit.action.membershipRefunded', needs: ['name', 'amountCents'] },
  'receipt.resent': { id: 'admin.account.audit.action.receiptResent', needs: ['number'] },
  'household.added': { id: 'admin.account.audit.action.householdAdded', needs: ['name', 'relationship'] },
  'household.updated': { id: 'admin.account.audit.action.householdUpdated', needs: ['name', 'fields'] },
  'household.removed': { id: 'admin.account.audit.action.householdRemoved', needs: ['name'] },
  'profile.updated': { id: 'admin.account.audit.action.profileUpdated', needs: ['name', 'fields'] },
};

/** "firstName, birthday" → "first name and birthday" in the language on screen. */
function fieldList(t: Translate, fields: string): string {
  const words = fields
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .map((field) => t('admin.account.audit.field', { field }));
  return new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(words);
}

/** Money in cents and calendar dates said the screen's way; the rest as they came. */
function values(t: Translate, params: Params): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  for (const key of ['priceCents', 'amountCents'] as const) if (typeof params[key] === 'number') out[key] = formatCad(params[key]);
  for (const key of ['validFrom', 'validUntil'] as const) if (typeof params[key] === 'string') out[key] = formatDate(params[key], 'long');
  if (typeof params.fields === 'string') out.fields = fieldList(t, params.fields);
  // A refund says whether it ended the membership (1) or kept it.
  out.ended = params.ended === 1 ? 'yes' : 'no';
  return out;
}

/** What was done, in the language on screen when the code is known, else the server's sentence. */
export function auditActionText(t: Translate, entry: Pick<AuditEntry, 'action' | 'detail' | 'params'>): string {
  const known = ACTIONS[entry.action];
  if (!known || !known.needs.every((key) => entry.params[key] !== undefined && entry.params[key] !== '')) return entry.detail;
  return t(known.id, values(t, entry.params));
}
