-- btree_gist lets one GiST index compare the court (=) and the time range (&&) together.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- No double booking, ever: two live bookings of one court may not overlap. Ranges are [start, end),
-- so back-to-back hours do not conflict. Cancelled and expired rows drop out of the constraint.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("court" WITH =, "during" WITH &&)
  WHERE ("status" IN ('held', 'confirmed', 'blocked'));
--> statement-breakpoint
-- The rules are a singleton like the company settings: owners edit it, nobody inserts another.
INSERT INTO "booking_rules" ("id") VALUES (1) ON CONFLICT DO NOTHING;
