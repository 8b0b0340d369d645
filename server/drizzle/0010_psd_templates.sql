ALTER TABLE "template_uploads" ADD COLUMN "psd" jsonb;--> statement-breakpoint
ALTER TABLE "mockup_templates" ADD COLUMN "psd" jsonb;