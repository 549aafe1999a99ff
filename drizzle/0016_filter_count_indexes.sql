DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id","rating","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","rating","stock_quantity") WHERE "products"."is_available";