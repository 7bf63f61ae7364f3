CREATE TABLE "program_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"account_user_id" integer,
	"household_member_id" integer,
	"walk_in_name" text,
	"person" text NOT NULL,
	"status" text NOT NULL,
	"order_line_id" integer,
	"hold_expires_at" timestamp with time zone,
	"price_cents" integer NOT NULL,
	"member" boolean DEFAULT false NOT NULL,
	"policy" jsonb NOT NULL,
	"attendance" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_registrations_status" CHECK ("program_registrations"."status" in ('held', 'confirmed', 'cancelled', 'released')),
	CONSTRAINT "program_registrations_attendance" CHECK ("program_registrations"."attendance" is null or "program_registrations"."attendance" in ('checked_in', 'no_show')),
	CONSTRAINT "program_registrations_price" CHECK ("program_registrations"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "program_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"courts" integer[] NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"origin" text DEFAULT 'template' NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_sessions_period" CHECK ("program_sessions"."ends_at" > "program_sessions"."starts_at"),
	CONSTRAINT "program_sessions_capacity" CHECK ("program_sessions"."capacity" >= 1),
	CONSTRAINT "program_sessions_status" CHECK ("program_sessions"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "program_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"account_user_id" integer NOT NULL,
	"household_member_id" integer,
	"person" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_waitlist_status" CHECK ("program_waitlist"."status" in ('waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"description" jsonb,
	"member_price_cents" integer NOT NULL,
	"non_member_price_cents" integer NOT NULL,
	"courts" integer[] NOT NULL,
	"players_per_court" integer,
	"capacity" integer NOT NULL,
	"weekday" integer,
	"start_time" text,
	"end_time" text,
	"opens_days_before" integer,
	"opens_at" timestamp with time zone,
	"cancellation_cutoff_hours" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_kind" CHECK ("programs"."kind" in ('drop_in', 'camp', 'clinic', 'lesson', 'tournament', 'social')),
	CONSTRAINT "programs_prices" CHECK ("programs"."member_price_cents" >= 0 and "programs"."non_member_price_cents" >= 0),
	CONSTRAINT "programs_capacity" CHECK ("programs"."capacity" >= 1),
	CONSTRAINT "programs_weekday" CHECK ("programs"."weekday" is null or "programs"."weekday" between 0 and 6),
	CONSTRAINT "programs_cutoff" CHECK ("programs"."cancellation_cutoff_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_block_is_maintenance";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_maintenance_is_block";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "program_session_id" integer;--> statement-breakpoint
ALTER TABLE "program_registrations" ADD CONSTRAINT "program_registrations_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_registrations" ADD CONSTRAINT "program_registrations_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_registrations" ADD CONSTRAINT "program_registrations_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_registrations" ADD CONSTRAINT "program_registrations_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_sessions" ADD CONSTRAINT "program_sessions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waitlist" ADD CONSTRAINT "program_waitlist_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waitlist" ADD CONSTRAINT "program_waitlist_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waitlist" ADD CONSTRAINT "program_waitlist_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_registrations_session_idx" ON "program_registrations" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "program_registrations_account_idx" ON "program_registrations" USING btree ("account_user_id");--> statement-breakpoint
CREATE INDEX "program_registrations_line_idx" ON "program_registrations" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_registrations_one_place" ON "program_registrations" USING btree ("session_id","person") WHERE "program_registrations"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "program_sessions_starts_idx" ON "program_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "program_sessions_program_idx" ON "program_sessions" USING btree ("program_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "program_sessions_generated_once" ON "program_sessions" USING btree ("program_id","date") WHERE "program_sessions"."origin" = 'template';--> statement-breakpoint
CREATE INDEX "program_waitlist_session_idx" ON "program_waitlist" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE INDEX "program_waitlist_account_idx" ON "program_waitlist" USING btree ("account_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_waitlist_once" ON "program_waitlist" USING btree ("session_id","person") WHERE "program_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "programs_kind_idx" ON "programs" USING btree ("kind") WHERE "programs"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_program_session_idx" ON "bookings" USING btree ("program_session_id") WHERE "bookings"."program_session_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_program_block" CHECK (("bookings"."source" = 'program') = ("bookings"."program_session_id" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_block_is_maintenance" CHECK ("bookings"."status" <> 'blocked' or "bookings"."source" in ('maintenance', 'program'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_maintenance_is_block" CHECK ("bookings"."source" not in ('maintenance', 'program') or "bookings"."status" in ('blocked', 'cancelled'));