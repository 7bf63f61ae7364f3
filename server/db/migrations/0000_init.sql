CREATE TABLE "app_alert" (
	"id" integer PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"link_url" text,
	"link_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_alert_singleton" CHECK ("app_alert"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"membership_price" integer DEFAULT 0 NOT NULL,
	"number_of_courts" integer DEFAULT 1 NOT NULL,
	"max_number_of_online_open_courts_shown" integer DEFAULT 1 NOT NULL,
	"default_one_hour_rental_price" integer DEFAULT 0 NOT NULL,
	"member_one_hour_rental_price" integer DEFAULT 0 NOT NULL,
	"user_booking_window_days" integer DEFAULT 7 NOT NULL,
	"monday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"monday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"tuesday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"tuesday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"wednesday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"wednesday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"thursday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"thursday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"friday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"friday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"saturday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"saturday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"sunday_opening_time_in_mins" integer DEFAULT 0 NOT NULL,
	"sunday_closing_time_in_mins" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'America/Toronto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_singleton" CHECK ("company_settings"."id" = 1),
	CONSTRAINT "company_settings_courts" CHECK ("company_settings"."number_of_courts" between 1 and 50),
	CONSTRAINT "company_settings_shown_courts" CHECK ("company_settings"."max_number_of_online_open_courts_shown" between 0 and "company_settings"."number_of_courts"),
	CONSTRAINT "company_settings_prices" CHECK ("company_settings"."membership_price" >= 0 and "company_settings"."default_one_hour_rental_price" >= 0 and "company_settings"."member_one_hour_rental_price" >= 0),
	CONSTRAINT "company_settings_window" CHECK ("company_settings"."user_booking_window_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "login_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"postal_code" text,
	"birthday" date,
	"phone_number" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "login_sessions" ADD CONSTRAINT "login_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_login_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."login_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_sessions_user_idx" ON "login_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");