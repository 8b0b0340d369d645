ALTER TABLE "exports" ADD COLUMN "render_options" jsonb;--> statement-breakpoint
ALTER TABLE "mockup_templates" ADD COLUMN "px_per_cm" double precision;--> statement-breakpoint
ALTER TABLE "mockup_templates" ADD COLUMN "wall_anchor" jsonb;--> statement-breakpoint
ALTER TABLE "mockup_templates" ADD COLUMN "default_size" text;