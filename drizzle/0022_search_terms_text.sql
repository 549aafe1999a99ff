DROP INDEX "search_terms_rank_idx";--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "search_text" text;--> statement-breakpoint
-- Written by hand (ADR 046): each posting carries its product's search text, so a query of several
-- words tests its other words on the postings of one, from the index alone. A text over 1,000
-- bytes is left out (null), so that a posting (its term, at most as long, and the text) stays
-- within a btree row's limit; search reads that product's row instead.
CREATE FUNCTION "search_terms_text"("all_text" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN octet_length("all_text") <= 1000 THEN "all_text" END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_terms_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id", "search_text")
  SELECT p."id", w."term", w."weight", p."rating", "search_unit"(p."unit"), p."category_id", "search_terms_text"(p."search_text")
  FROM "new_products" AS p, "search_terms_of"(p."search_name", p."search_text") AS w
  WHERE p."is_available";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_terms_of_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."search_text" = NEW."search_text" AND OLD."is_available" = NEW."is_available" THEN
    UPDATE "search_terms"
    SET "rating" = NEW."rating", "unit" = "search_unit"(NEW."unit"), "category_id" = NEW."category_id"
    WHERE "product_id" = NEW."id";
  ELSE
    DELETE FROM "search_terms" WHERE "product_id" = NEW."id";
    IF NEW."is_available" THEN
      INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id", "search_text")
      SELECT NEW."id", w."term", w."weight", NEW."rating", "search_unit"(NEW."unit"), NEW."category_id",
        "search_terms_text"(NEW."search_text")
      FROM "search_terms_of"(NEW."search_name", NEW."search_text") AS w;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "search_terms" AS t SET "search_text" = "search_terms_text"(p."search_text")
FROM "products" AS p WHERE p."id" = t."product_id";--> statement-breakpoint
CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("term","weight" DESC NULLS LAST,"rating" DESC NULLS LAST,"product_id","unit","category_id","search_text");
