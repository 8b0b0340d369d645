CREATE TABLE "widget_days" (
	"widget_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"uploads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_days_widget_id_day_pk" PRIMARY KEY("widget_id","day")
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"artwork_ids" text[] NOT NULL,
	"domains" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"frames" text[] NOT NULL,
	"default_template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_days" ADD CONSTRAINT "widget_days_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_default_template_id_mockup_templates_id_fk" FOREIGN KEY ("default_template_id") REFERENCES "public"."mockup_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widgets_user_idx" ON "widgets" USING btree ("user_id");