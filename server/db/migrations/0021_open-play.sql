CREATE TABLE "open_play_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"court" integer NOT NULL,
	"players" integer[] NOT NULL,
	"mixed_bands" boolean DEFAULT false NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"score_a" integer,
	"score_b" integer,
	"winner" text,
	"ended_by_user_id" integer,
	"undone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "open_play_games_winner" CHECK ("open_play_games"."winner" is null or "open_play_games"."winner" in ('a', 'b')),
	CONSTRAINT "open_play_games_score" CHECK (("open_play_games"."score_a" is null or "open_play_games"."score_a" between 0 and 99) and ("open_play_games"."score_b" is null or "open_play_games"."score_b" between 0 and 99))
);
--> statement-breakpoint
CREATE TABLE "open_play_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"setup" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"board_secret" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_play_sessions_board_secret_unique" UNIQUE("board_secret"),
	CONSTRAINT "open_play_sessions_version" CHECK ("open_play_sessions"."version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "self_rated_level" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "self_rated_level" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "program_sessions" ADD COLUMN "open_play" jsonb;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "open_play" jsonb;--> statement-breakpoint
ALTER TABLE "open_play_games" ADD CONSTRAINT "open_play_games_session_id_open_play_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."open_play_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_play_games" ADD CONSTRAINT "open_play_games_ended_by_user_id_users_id_fk" FOREIGN KEY ("ended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_play_sessions" ADD CONSTRAINT "open_play_sessions_session_id_program_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."program_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_play_games_session_idx" ON "open_play_games" USING btree ("session_id","started_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_self_rated_level" CHECK ("users"."self_rated_level" is null or "users"."self_rated_level" between 1.0 and 6.0);--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_self_rated_level" CHECK ("household_members"."self_rated_level" is null or "household_members"."self_rated_level" between 1.0 and 6.0);