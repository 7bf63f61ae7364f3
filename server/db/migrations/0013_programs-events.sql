CREATE TABLE "program_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"account_user_id" integer,
	"household_member_id" integer,
	"person" text NOT NULL,
	"status" text NOT NULL,
	"order_line_id" integer,
	"hold_expires_at" timestamp with time zone,
	"price_cents" integer NOT NULL,
	"member" boolean DEFAULT false NOT NULL,
	"early_bird" boolean DEFAULT false NOT NULL,
	"age_on_first_day" integer,
	"policy" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_enrolments_status" CHECK ("program_enrolments"."status" in ('held', 'confirmed', 'cancelled', 'released')),
	CONSTRAINT "program_enrolments_price" CHECK ("program_enrolments"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "early_bird_price_cents" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "early_bird_until" date;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "registration_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_household_member_id_household_members_id_fk" FOREIGN KEY ("household_member_id") REFERENCES "public"."household_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_enrolments_program_idx" ON "program_enrolments" USING btree ("program_id","status");--> statement-breakpoint
CREATE INDEX "program_enrolments_account_idx" ON "program_enrolments" USING btree ("account_user_id");--> statement-breakpoint
CREATE INDEX "program_enrolments_line_idx" ON "program_enrolments" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_one_place" ON "program_enrolments" USING btree ("program_id","person") WHERE "program_enrolments"."status" in ('held', 'confirmed');--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_ages" CHECK (("programs"."min_age" is null or "programs"."min_age" between 0 and 120) and ("programs"."max_age" is null or "programs"."max_age" between 0 and 120) and ("programs"."min_age" is null or "programs"."max_age" is null or "programs"."min_age" <= "programs"."max_age"));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_early_bird" CHECK (("programs"."early_bird_price_cents" is null) = ("programs"."early_bird_until" is null) and ("programs"."early_bird_price_cents" is null or "programs"."early_bird_price_cents" >= 0));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_window" CHECK ("programs"."opens_at" is null or "programs"."closes_at" is null or "programs"."opens_at" < "programs"."closes_at");