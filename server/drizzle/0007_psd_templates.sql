ALTER TABLE "template_uploads" ADD COLUMN IF NOT EXISTS "psd" jsonb;--> statement-breakpoint
ALTER TABLE "mockup_templates" ADD COLUMN IF NOT EXISTS "psd" jsonb;