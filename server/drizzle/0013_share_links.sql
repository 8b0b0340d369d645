CREATE TABLE "share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mockup_id" integer NOT NULL,
	"allow_download" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_mockup_id_saved_mockups_id_fk" FOREIGN KEY ("mockup_id") REFERENCES "public"."saved_mockups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_mockup_idx" ON "share_links" USING btree ("user_id","mockup_id");