-- The owner's content in both languages: each translatable text keeps its column as the English version and gains a
-- nullable French one; rows already there are English (French null) as they stand, so no data moves.
ALTER TABLE "app_alert" ADD COLUMN "message_fr" text;--> statement-breakpoint
ALTER TABLE "app_alert" ADD COLUMN "link_text_fr" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "tagline_fr" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "bio_fr" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "description_fr" jsonb;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "description_fr" jsonb;