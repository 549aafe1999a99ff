DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_category_featured_idx";--> statement-breakpoint
DROP INDEX "products_featured_rating_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id","rating","stock_quantity","is_featured","name") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id","price","rating","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_featured_rating_idx" ON "products" USING btree ("is_featured" DESC NULLS LAST,"rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS LAST,"price","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id","rating","stock_quantity","is_featured","name") WHERE "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id","price","rating","stock_quantity") WHERE "products"."is_available";--> statement-breakpoint
-- Written by hand (ADR 026, seeding): the words of a search text split on its single spaces
-- with string_to_array instead of a regular expression. The same terms and weights as 0020's;
-- a third less database CPU per product, paid on every product insert and rename and by the
-- 1,000,000-product seed.
CREATE OR REPLACE FUNCTION "search_terms_of"("name_text" text, "all_text" text) RETURNS TABLE ("term" text, "weight" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w.t, (CASE
    WHEN btrim("name_text") = w.t THEN 3
    WHEN right("name_text", length(w.t) + 2) = ' ' || w.t || ' ' THEN 2
    WHEN position(' ' || w.t || ' ' IN "name_text") > 0 THEN 1
    ELSE 0 END)::smallint
  FROM (SELECT DISTINCT t FROM unnest(string_to_array(btrim("all_text"), ' ')) AS t WHERE t <> '') AS w
$$;
