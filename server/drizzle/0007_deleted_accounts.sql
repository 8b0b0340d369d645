CREATE TABLE "deleted_accounts" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"images_used" integer NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
