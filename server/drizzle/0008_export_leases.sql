ALTER TABLE "export_items" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "export_items" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "export_items_pending_idx" ON "export_items" USING btree ("state","lease_until");