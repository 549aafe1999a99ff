CREATE TABLE "catalog_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_changes_one_row" CHECK ("catalog_changes"."id")
);
--> statement-breakpoint
-- The catalogue caches' version (ADR 027): raised in the transaction of every change a
-- catalogue page or search shows, so it becomes visible exactly when the change does. Each
-- server instance reads it at most once a second and forgets its caches when it moved.
INSERT INTO "catalog_changes" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "note_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_changes" SET "version" = "version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts when any column but the bookkeeping ones changes, or stock crosses zero
-- (in stock or not is what pages show); a sale that leaves stock above zero does not, so
-- checkouts do not queue on this row's lock. Columns added later count without a new trigger.
CREATE TRIGGER "products_catalog_change_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    (OLD."stock_quantity" > 0) IS DISTINCT FROM (NEW."stock_quantity" > 0)
    OR (to_jsonb(OLD) - 'stock_quantity' - 'updated_at' - 'version')
       IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity' - 'updated_at' - 'version'))
  EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_change_rows" AFTER INSERT OR DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_change_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_change_truncate" AFTER TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
