DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_featured_idx";--> statement-breakpoint
DROP INDEX "products_featured_rating_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_featured_rating_idx" ON "products" USING btree ("is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_available";