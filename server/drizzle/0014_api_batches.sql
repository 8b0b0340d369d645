CREATE TABLE "api_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_items" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "api_batches" ADD CONSTRAINT "api_batches_id_exports_id_fk" FOREIGN KEY ("id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_batches" ADD CONSTRAINT "api_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_batches_user_idx" ON "api_batches" USING btree ("user_id");