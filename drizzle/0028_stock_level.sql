-- Written by hand (ADR 066): a sale changes no column any index of products holds, so taking the
-- stock is a heap-only (HOT) update. Before, stock_quantity was a column of eleven indexes (the
-- listings' covering indexes, the home strips' and low stock's predicates): every order's
-- stock update wrote a new entry into all sixteen indexes of products, the three trigram GIN
-- indexes included (every trigram of the name, description and search text into their
-- pending lists, which every search then reads), about 7 KB of WAL for an order of one line.
-- The indexes now hold stock_level, which changes only when the stock crosses zero or the low
-- stock line (LOW_STOCK_THRESHOLD, 10): 0 none, 1 low, 2 plenty.
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_category_featured_idx";--> statement-breakpoint
DROP INDEX "products_featured_rating_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_home_strip_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_low_stock_idx";--> statement-breakpoint
-- Room on every page for the next version of its rows: a HOT update needs its row's own page.
ALTER TABLE "products" SET (fillfactor = 90);--> statement-breakpoint
-- Adding a stored column writes the table anew, with the fill factor above.
ALTER TABLE "products" ADD COLUMN "stock_level" smallint GENERATED ALWAYS AS (
  CASE WHEN "stock_quantity" <= 0 THEN 0 WHEN "stock_quantity" < 10 THEN 1 ELSE 2 END
) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_level") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id","rating","stock_level","is_featured","name") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id","price","rating","stock_level") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_level") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_featured_rating_idx" ON "products" USING btree ("is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_level") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_level") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","rating","stock_level","is_featured","name") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id","price","rating","stock_level") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_home_strip_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE "products"."is_available" AND "products"."stock_level" > 0 AND "products"."image_url" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE "products"."is_featured" AND "products"."is_available" AND "products"."stock_level" > 0 AND "products"."image_url" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock_level") WHERE "products"."is_available" AND "products"."stock_level" < 2;--> statement-breakpoint
-- A catalogue change is still any column's but the bookkeeping ones, or stock crossing zero:
-- stock_level follows stock_quantity, and crossing the low stock line is not one.
CREATE OR REPLACE TRIGGER "products_catalog_change_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (
    (OLD."stock_quantity" > 0) IS DISTINCT FROM (NEW."stock_quantity" > 0)
    OR (to_jsonb(OLD) - 'stock_quantity' - 'stock_level' - 'updated_at' - 'version')
       IS DISTINCT FROM (to_jsonb(NEW) - 'stock_quantity' - 'stock_level' - 'updated_at' - 'version'))
  EXECUTE FUNCTION "note_catalog_change"();
