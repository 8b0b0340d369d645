CREATE TABLE "export_items" (
	"export_id" text NOT NULL,
	"position" integer NOT NULL,
	"entry_name" text NOT NULL,
	"artwork_id" text,
	"template_id" integer,
	"fit" text,
	"mockup_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"bytes" integer,
	"job_id" text NOT NULL,
	CONSTRAINT "export_items_export_id_position_pk" PRIMARY KEY("export_id","position")
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"counted" boolean NOT NULL,
	"max_side" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_items" ADD CONSTRAINT "export_items_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exports_expires_idx" ON "exports" USING btree ("expires_at");