-- Row changes other instances' caches must hear about (server/src/db/row-changes.ts): an updated
-- or deleted row's table and id, and a truncated table's name with `*`, on channel row_changes.
CREATE OR REPLACE FUNCTION notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':*');
  ELSE
    PERFORM pg_notify('row_changes', TG_TABLE_NAME || ':' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER artworks_changed AFTER UPDATE OR DELETE ON artworks FOR EACH ROW EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER artworks_truncated AFTER TRUNCATE ON artworks FOR EACH STATEMENT EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER templates_changed AFTER UPDATE OR DELETE ON mockup_templates FOR EACH ROW EXECUTE FUNCTION notify_row_change();--> statement-breakpoint
CREATE TRIGGER templates_truncated AFTER TRUNCATE ON mockup_templates FOR EACH STATEMENT EXECUTE FUNCTION notify_row_change();
