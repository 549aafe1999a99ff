CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_featured_rating_idx" ON "products" USING btree ("is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id") WHERE "products"."is_available";