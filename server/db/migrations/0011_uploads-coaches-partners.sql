CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size" CHECK ("uploads"."byte_length" > 0 and "uploads"."width" > 0 and "uploads"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"bio" jsonb NOT NULL,
	"bio_preset" text DEFAULT 'essential' NOT NULL,
	"photo_upload_id" uuid,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_name" CHECK (char_length("coaches"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_upload_id" uuid,
	"url" text,
	"description" jsonb NOT NULL,
	"description_preset" text DEFAULT 'minimal' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_name" CHECK (char_length("partners"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "facebook_url" text DEFAULT 'https://www.facebook.com/courtsidepickleball' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "instagram_url" text DEFAULT 'https://www.instagram.com/courtsidepickleball' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "badminton_association_url" text DEFAULT 'https://www.badmintoncanada.ca' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "newsletter_url" text DEFAULT 'https://courtside-pickleball.ca/newsletter' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coaches_order_idx" ON "coaches" USING btree ("published","display_order");--> statement-breakpoint
CREATE INDEX "partners_order_idx" ON "partners" USING btree ("published","display_order");