import type { Database } from '../../../db/client.js';
import { badRequest } from '../../../lib/http-error.js';
import type { Locale } from '../../../lib/request-locale.js';
import type { ParticipantId } from '../../account/households/index.js';
import type { OrderService } from '../../checkout/orders/index.js';
import type { Buyer } from '../../checkout/products/index.js';
import { contactOf } from '../../users/index.js';
import { PROGRAM_REGISTRATION } from '../shared/index.js';

export type DeskRegistrationInput = {
  paymentMethod: 'cash' | 'card_terminal';
  paymentReference?: string;
  locale?: Locale;
} & ({ kind: 'member'; userId: number; participantId: ParticipantId } | { kind: 'walk-in'; name: string; email?: string });

/** Staff at the desk: a place for a member (or their family member) or a walk-in, paid there and confirmed at once. */
export async function registerAtDesk(db: Database, orders: OrderService, staff: Buyer, sessionId: number, input: DeskRegistrationInput) {
  let customer: { userId: number | null; email: string | null; name: string | null; locale?: Locale };
  let participantId: ParticipantId = 'self';
  if (input.kind === 'member') {
    const user = await contactOf(db, input.userId);
    if (!user) throw badRequest('Please correct the highlighted fields.', { userId: 'There is no account with that id.' }).coded('account_not_found');
    customer = { userId: user.id, email: user.email, name: null, locale: user.locale };
    participantId = input.participantId;
  } else {
    customer = { userId: null, email: input.email ?? null, name: input.name, locale: input.locale };
  }
  const placed = await orders.place({
    buyer: staff,
    customer,
    channel: 'desk',
    lines: [{ product: PROGRAM_REGISTRATION, sessionId, participantId }],
    deskPayment: { method: input.paymentMethod, reference: input.paymentReference ?? null, recordedById: staff.id },
    nameLines: false,
  });
  return { orderId: placed.order.id, registrationId: Number(placed.lines[0].reference) };
}
