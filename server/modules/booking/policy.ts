import type { BookingRules } from '../settings/company/index.js';
import type { CancellationPolicy } from './schema.js';

/** The terms a booking keeps for life, whatever the owner changes later. */
export function policySnapshot(rules: BookingRules): CancellationPolicy {
  return { cancellationCutoffHours: rules.cancellationCutoffHours, refundBeforeCutoff: 'full', refundAfterCutoff: 'none' };
}
