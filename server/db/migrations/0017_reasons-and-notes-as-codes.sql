ALTER TABLE "order_status_history" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "cancel_reason_code" text;--> statement-breakpoint
-- Reasons the system wrote as English sentences become codes; a reason someone typed stays as typed.
UPDATE "bookings" SET "cancel_reason_code" = CASE "cancel_reason" WHEN 'Cancelled by the member' THEN 'cancelled_by_member' WHEN 'Cancelled by staff' THEN 'cancelled_by_staff' ELSE 'block_removed_by_staff' END, "cancel_reason" = NULL
  WHERE "cancel_reason" IN ('Cancelled by the member', 'Cancelled by staff', 'Block removed by staff');--> statement-breakpoint
UPDATE "program_sessions" SET "cancel_reason_code" = CASE "cancel_reason" WHEN 'The weekly schedule changed.' THEN 'schedule_changed' ELSE 'time_removed' END, "cancel_reason" = NULL
  WHERE "cancel_reason" IN ('The weekly schedule changed.', 'This drop-in time was removed from the schedule.');--> statement-breakpoint
-- History notes keep their English words; the known sentences get their code and parameters
-- (server/modules/checkout/orders/history-notes.ts). A note no pattern reads stays words only.
UPDATE "order_status_history" SET "note_params" = '{}'::jsonb, "note_code" = CASE "note"
    WHEN 'Nothing to pay: confirmed at once' THEN 'free_confirmed'
    WHEN 'Hold expired' THEN 'hold_expired'
    WHEN 'Hold expired (released for a new booking)' THEN 'hold_expired_for_new_sale'
    WHEN 'The payment service could not open a checkout' THEN 'checkout_not_opened'
    WHEN 'Checkout cancelled by the customer' THEN 'checkout_cancelled_by_customer'
    ELSE 'checkout_expired_by_provider' END
  WHERE "note" IN ('Nothing to pay: confirmed at once', 'Hold expired', 'Hold expired (released for a new booking)', 'The payment service could not open a checkout',
    'Checkout cancelled by the customer', 'The provider reports the checkout expired');--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'checkout_opened',
    "note_params" = jsonb_build_object('provider', CASE substring("note" from '^Checkout opened with (.*)$') WHEN 'the test checkout' THEN 'local' WHEN 'Stripe' THEN 'stripe' ELSE substring("note" from '^Checkout opened with (.*)$') END)
  WHERE "note" ~ '^Checkout opened with .+$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = CASE WHEN "note" LIKE 'The payment failed%' THEN 'payment_failed' ELSE 'checkout_processing' END,
    "note_params" = jsonb_build_object('via', CASE substring("note" from '\(reported by (.*)\)$') WHEN 'the test checkout' THEN 'local' WHEN 'Stripe' THEN 'stripe' ELSE substring("note" from '\(reported by (.*)\)$') END)
  WHERE "note" ~ '^(The payment failed|Checkout completed; the payment is still processing) \(reported by .+\)$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'checkout_ended',
    "note_params" = jsonb_build_object(
      'how', CASE WHEN "note" LIKE 'Checkout cancelled on the test payment page%' THEN 'cancelled_on_test_page' WHEN "note" LIKE 'Stripe%' THEN 'stripe_expired' ELSE 'expired' END,
      'via', CASE substring("note" from '\(reported by (.*)\)$') WHEN 'the test checkout' THEN 'local' WHEN 'Stripe' THEN 'stripe' ELSE substring("note" from '\(reported by (.*)\)$') END)
  WHERE "note" ~ '^(Checkout cancelled on the test payment page|Checkout expired|Stripe checkout expired) \(reported by .+\)$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'refund_issued',
    "note_params" = jsonb_build_object(
      'amountCents', (replace(substring("note" from '\$([0-9,]+\.[0-9]{2})'), ',', '')::numeric * 100)::int,
      'where', CASE WHEN "note" LIKE '%at the desk' THEN 'desk' ELSE 'card' END)
  WHERE "note" ~ '^Refund of \$[0-9,]+\.[0-9]{2} issued (at the desk|to the card)$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'payment_confirmed',
    "note_params" = jsonb_build_object(
      'amountCents', (replace(substring("note" from '\$([0-9,]+\.[0-9]{2})'), ',', '')::numeric * 100)::int,
      'how', CASE WHEN "note" LIKE '% in cash at the desk; confirmed' THEN 'cash' WHEN "note" LIKE '% on the card terminal at the desk; confirmed' THEN 'card_terminal' ELSE 'card' END,
      'via', coalesce(CASE substring("note" from 'by card \(reported by (.*)\); confirmed$') WHEN 'the test checkout' THEN 'local' WHEN 'Stripe' THEN 'stripe' ELSE substring("note" from 'by card \(reported by (.*)\); confirmed$') END, 'desk'),
      'late', 'no', 'taken', 0, 'waiting', 0)
  WHERE "note" ~ '^Payment of \$[0-9,]+\.[0-9]{2} received (in cash at the desk|on the card terminal at the desk|by card \(reported by .+\)); confirmed$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'court_cancelled_by_member',
    "note_params" = jsonb_build_object(
      'court', substring("note" from '^Court ([0-9]+) ')::int,
      'refund', CASE WHEN "note" LIKE '%no refund' THEN 'none' ELSE 'full' END,
      'amountCents', coalesce((replace(substring("note" from '\$([0-9,]+\.[0-9]{2})'), ',', '')::numeric * 100)::int, 0))
  WHERE "note" ~ '^Court [0-9]+ cancelled by the member (before the cutoff; refund of \$[0-9,]+\.[0-9]{2} requested|after the cutoff; no refund)$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'held_court_cancelled_by_staff', "note_params" = jsonb_build_object('court', substring("note" from '^Held court ([0-9]+) ')::int)
  WHERE "note" ~ '^Held court [0-9]+ cancelled by staff before payment$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'membership_cooling_off',
    "note_params" = jsonb_build_object(
      'description', substring("note" from '^(.*) cancelled by the member in the cooling-off period; '),
      'amountCents', coalesce((replace(substring("note" from 'period; refund of \$([0-9,]+\.[0-9]{2}) requested$'), ',', '')::numeric * 100)::int, 0))
  WHERE "note" ~ '^.+ cancelled by the member in the cooling-off period; (refund of \$[0-9,]+\.[0-9]{2} requested|nothing to refund)$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_code" = 'refund_requested',
    "note_params" = jsonb_build_object(
      'amountCents', (replace(substring("note" from '^Refund of \$([0-9,]+\.[0-9]{2}) on '), ',', '')::numeric * 100)::int,
      'description', (regexp_match("note", '^Refund of \$[0-9,]+\.[0-9]{2} on "(.*)" requested by staff(; the membership ended)?: (.*)$'))[1],
      'ended', CASE WHEN (regexp_match("note", '^Refund of \$[0-9,]+\.[0-9]{2} on "(.*)" requested by staff(; the membership ended)?: (.*)$'))[2] IS NULL THEN 'no' ELSE 'yes' END,
      'reason', (regexp_match("note", '^Refund of \$[0-9,]+\.[0-9]{2} on "(.*)" requested by staff(; the membership ended)?: (.*)$'))[3])
  WHERE "note" ~ '^Refund of \$[0-9,]+\.[0-9]{2} on ".*" requested by staff(; the membership ended)?: .*$';
