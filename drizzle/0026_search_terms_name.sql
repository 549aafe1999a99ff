ALTER TABLE "search_terms" ADD COLUMN "name" text;--> statement-breakpoint
-- Written by hand (ADR 056): each posting carries its product's name, kept by the triggers of
-- migrations 0020, 0022 and 0024 (now also when only the name's case or punctuation changes, which
-- leaves the search text as it was), so that a search sorted by name reads a word's postings in
-- name order from search_terms_name_idx.
CREATE OR REPLACE FUNCTION "search_terms_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id", "search_text", "price", "name")
  SELECT p."id", w."term", w."weight", p."rating", "search_unit"(p."unit"), p."category_id", "search_terms_text"(p."search_text"),
    p."price", p."name"
  FROM "new_products" AS p, "search_terms_of"(p."search_name", p."search_text") AS w
  WHERE p."is_available";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_terms_of_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."search_text" = NEW."search_text" AND OLD."is_available" = NEW."is_available" THEN
    UPDATE "search_terms"
    SET "rating" = NEW."rating", "unit" = "search_unit"(NEW."unit"), "category_id" = NEW."category_id",
      "price" = NEW."price", "name" = NEW."name"
    WHERE "product_id" = NEW."id";
  ELSE
    DELETE FROM "search_terms" WHERE "product_id" = NEW."id";
    IF NEW."is_available" THEN
      INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id", "search_text", "price", "name")
      SELECT NEW."id", w."term", w."weight", NEW."rating", "search_unit"(NEW."unit"), NEW."category_id",
        "search_terms_text"(NEW."search_text"), NEW."price", NEW."name"
      FROM "search_terms_of"(NEW."search_name", NEW."search_text") AS w;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "products_search_terms_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update"
  AFTER UPDATE OF "name", "hindi_name", "search_aliases", "is_available", "rating", "unit", "category_id", "price"
  ON "products"
  FOR EACH ROW WHEN (
    OLD."search_text" IS DISTINCT FROM NEW."search_text" OR OLD."is_available" IS DISTINCT FROM NEW."is_available"
    OR OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."unit" IS DISTINCT FROM NEW."unit"
    OR OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."price" IS DISTINCT FROM NEW."price"
    OR OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "search_terms_of_changed_product"();
--> statement-breakpoint
UPDATE "search_terms" AS t SET "name" = p."name" FROM "products" AS p WHERE p."id" = t."product_id";--> statement-breakpoint
ALTER TABLE "search_terms" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_name_idx" ON "search_terms" USING btree ("term","name","product_id","search_text");
