CREATE TABLE "rate_limit_windows" (
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_limiter_key_pk" PRIMARY KEY("limiter","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_ends_idx" ON "rate_limit_windows" USING btree ("ends_at");