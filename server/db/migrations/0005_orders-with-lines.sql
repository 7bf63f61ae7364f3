CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"reference" text,
	"participant_user_id" integer,
	"description" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_money" CHECK ("order_lines"."unit_price_cents" >= 0 and "order_lines"."quantity" between 1 and 100 and "order_lines"."subtotal_cents" = "order_lines"."unit_price_cents" * "order_lines"."quantity" and "order_lines"."total_cents" = "order_lines"."subtotal_cents" + "order_lines"."tax_cents"),
	CONSTRAINT "order_lines_refunded" CHECK ("order_lines"."refunded_cents" between 0 and "order_lines"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "province" text DEFAULT 'ON' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tax_registration_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_participant_user_id_users_id_fk" FOREIGN KEY ("participant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_reference_idx" ON "order_lines" USING btree ("product","reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_line_idx" ON "refunds" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");
--> statement-breakpoint
-- Order numbers people quote start at 1001 for new orders.
SELECT setval(pg_get_serial_sequence('orders', 'number'), GREATEST((SELECT max("number") FROM "orders"), 1000));
--> statement-breakpoint
-- Orders made before lines existed held only court bookings and charged no tax: one line each.
UPDATE "orders" o SET "subtotal_cents" = "amount_cents", "tax_cents" = 0,
  "customer_name" = (SELECT b."walk_in_name" FROM "bookings" b WHERE b."order_id" = o."id" AND b."walk_in_name" IS NOT NULL LIMIT 1);
--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "position", "product", "reference", "participant_user_id", "description",
  "unit_price_cents", "quantity", "subtotal_cents", "taxes", "tax_cents", "total_cents", "status", "refunded_cents", "created_at", "updated_at")
SELECT b."order_id",
  row_number() OVER (PARTITION BY b."order_id" ORDER BY b."id"),
  'court_booking', b."id"::text, b."user_id",
  'Court ' || b."court" || ' · ' || to_char(b."starts_at" AT TIME ZONE s."time_zone", 'Dy DD Mon YYYY HH24:MI') || '–' || to_char(b."ends_at" AT TIME ZONE s."time_zone", 'HH24:MI'),
  b."price_cents", 1, b."price_cents", '[]'::jsonb, 0, b."price_cents",
  CASE WHEN b."status" = 'held' THEN 'held' WHEN b."status" = 'expired' THEN 'released' ELSE 'fulfilled' END,
  0, b."created_at", b."updated_at"
FROM "bookings" b CROSS JOIN "company_settings" s
WHERE b."order_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "refunds" r SET "order_line_id" = l."id"
FROM "order_lines" l WHERE l."product" = 'court_booking' AND l."reference" = r."booking_id"::text;
--> statement-breakpoint
UPDATE "order_lines" l SET
  "refunded_cents" = LEAST(l."total_cents", x."amount"),
  "status" = CASE WHEN x."amount" >= l."total_cents" THEN 'refunded' ELSE 'partially_refunded' END
FROM (SELECT "order_line_id", sum("amount_cents")::int AS "amount" FROM "refunds" WHERE "status" = 'succeeded' AND "order_line_id" IS NOT NULL GROUP BY "order_line_id") x
WHERE x."order_line_id" = l."id";
