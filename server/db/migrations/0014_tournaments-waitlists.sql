CREATE TABLE "program_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"min_age" integer,
	"max_entries" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_divisions_format" CHECK ("program_divisions"."format" in ('singles', 'doubles', 'mixed_doubles')),
	CONSTRAINT "program_divisions_size" CHECK ("program_divisions"."max_entries" >= 1),
	CONSTRAINT "program_divisions_fee" CHECK ("program_divisions"."fee_cents" >= 0),
	CONSTRAINT "program_divisions_age" CHECK ("program_divisions"."min_age" is null or "program_divisions"."min_age" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "program_place_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"division_id" integer,
	"account_user_id" integer NOT NULL,
	"household_member_id" integer,
	"person" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_place_waitlist_status" CHECK ("program_place_waitlist"."status" in ('waiting', 'offered', 'claimed', 'left', 'lapsed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"inviter_user_id" integer,
	"invite_email" text,
	"invite_token_hash" text,
	"invite_sent_at" timestamp with time zone,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_status" CHECK ("tournament_entries"."status" in ('open', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
DROP INDEX "program_enrolments_one_place";--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "program_divisions" ADD CONSTRAINT "program_divisions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_place_waitlist" ADD CONSTRAINT "program_place_waitlist_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_place_waitlist" ADD CONSTRAINT "program_place_waitlist_division_id_program_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."program_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_place_waitlist" ADD CONSTRAINT "program_place_waitlist_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_place_waitlist" ADD CONSTRAINT "program_place_waitlist_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_division_id_program_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."program_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_divisions_program_idx" ON "program_divisions" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "program_place_waitlist_line_idx" ON "program_place_waitlist" USING btree ("program_id","division_id","status","id");--> statement-breakpoint
CREATE INDEX "program_place_waitlist_account_idx" ON "program_place_waitlist" USING btree ("account_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_place_waitlist_once" ON "program_place_waitlist" USING btree ("program_id",coalesce("division_id", 0),"person") WHERE "program_place_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "tournament_entries_division_idx" ON "tournament_entries" USING btree ("division_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_token" ON "tournament_entries" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "tournament_entries_invites_idx" ON "tournament_entries" USING btree ("invite_expires_at") WHERE "tournament_entries"."status" = 'open' and "tournament_entries"."invite_email" is not null;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_division_id_program_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."program_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_enrolments_entry_idx" ON "program_enrolments" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_one_place" ON "program_enrolments" USING btree ("program_id",coalesce("division_id", 0),"person") WHERE "program_enrolments"."status" in ('held', 'confirmed');