ALTER TABLE "mockup_templates" ADD COLUMN "origin" text DEFAULT 'uploaded' NOT NULL;--> statement-breakpoint
ALTER TABLE "mockup_templates" ADD COLUMN "scene" jsonb;--> statement-breakpoint
UPDATE "mockup_templates" SET "origin" = 'drawn' WHERE "owner_user_id" IS NULL AND "image_url" LIKE '/api/templates/images/starter-%';
