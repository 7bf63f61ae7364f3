CREATE TABLE "household_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" date NOT NULL,
	"gender" text,
	"relationship" text NOT NULL,
	"guardian_consent_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_relationship" CHECK ("household_members"."relationship" in ('partner', 'child', 'other')),
	CONSTRAINT "household_members_names" CHECK (char_length("household_members"."first_name") between 1 and 50 and char_length("household_members"."last_name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"staff_name" text NOT NULL,
	"subject_user_id" integer,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_reminders_once" UNIQUE("membership_id","kind")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "member_booking_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "household_member_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "person" text GENERATED ALWAYS AS (coalesce('member:' || household_member_id::text, 'user:' || user_id::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_account_idx" ON "household_members" USING btree ("account_user_id") WHERE "household_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "staff_actions_subject_idx" ON "staff_actions" USING btree ("subject_user_id","created_at");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("household_member_id","ends_at");--> statement-breakpoint
CREATE INDEX "memberships_line_idx" ON "memberships" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "memberships_ends_idx" ON "memberships" USING btree ("ends_at") WHERE "memberships"."status" = 'active';--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_member_window" CHECK ("company_settings"."member_booking_window_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status" CHECK ("memberships"."status" in ('held', 'active', 'cancelled', 'released'));--> statement-breakpoint
-- Members start with the booking window everyone has; the owner lengthens it in company settings.
UPDATE "company_settings" SET "member_booking_window_days" = "user_booking_window_days";
--> statement-breakpoint
-- One membership per person at a time, ever: a person's held and paid periods may not overlap, so
-- two tabs buying the same person's membership end with one (btree_gist is created by 0003).
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_no_overlap"
  EXCLUDE USING gist ("person" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" IN ('held', 'active'));
