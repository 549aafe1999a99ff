CREATE TABLE "search_terms" (
	"product_id" uuid NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"weight" smallint NOT NULL,
	"rating" double precision NOT NULL,
	"unit" text NOT NULL,
	"category_id" uuid,
	CONSTRAINT "search_terms_product_id_term_pk" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("term","weight" DESC NULLS LAST,"rating" DESC NULLS LAST,"product_id","unit","category_id");
--> statement-breakpoint
-- Written by hand (drizzle-kit does not know functions or triggers; ADR 037): each available
-- product's search words, with how each sits in its name, kept as products are added, renamed,
-- given other search words, taken off sale, rated, resized or moved. A product's rows go with
-- it (cascade). The unit is kept in the search form of pack sizes (search-query.ts: '500g').
CREATE FUNCTION "search_terms_of"("name_text" text, "all_text" text) RETURNS TABLE ("term" text, "weight" smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w.t, (CASE
    WHEN btrim("name_text") = w.t THEN 3
    WHEN right("name_text", length(w.t) + 2) = ' ' || w.t || ' ' THEN 2
    WHEN position(' ' || w.t || ' ' IN "name_text") > 0 THEN 1
    ELSE 0 END)::smallint
  FROM (SELECT DISTINCT t FROM regexp_split_to_table(btrim("all_text"), ' ') AS t WHERE t <> '') AS w
$$;
--> statement-breakpoint
CREATE FUNCTION "search_unit"("unit" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(lower("unit"), '[^a-z0-9.]+', '', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION "search_terms_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id")
  SELECT p."id", w."term", w."weight", p."rating", "search_unit"(p."unit"), p."category_id"
  FROM "new_products" AS p, "search_terms_of"(p."search_name", p."search_text") AS w
  WHERE p."is_available";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_terms_of_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."search_text" = NEW."search_text" AND OLD."is_available" = NEW."is_available" THEN
    UPDATE "search_terms"
    SET "rating" = NEW."rating", "unit" = "search_unit"(NEW."unit"), "category_id" = NEW."category_id"
    WHERE "product_id" = NEW."id";
  ELSE
    DELETE FROM "search_terms" WHERE "product_id" = NEW."id";
    IF NEW."is_available" THEN
      INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id")
      SELECT NEW."id", w."term", w."weight", NEW."rating", "search_unit"(NEW."unit"), NEW."category_id"
      FROM "search_terms_of"(NEW."search_name", NEW."search_text") AS w;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_of_new_products"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update"
  AFTER UPDATE OF "name", "hindi_name", "search_aliases", "is_available", "rating", "unit", "category_id" ON "products"
  FOR EACH ROW WHEN (
    OLD."search_text" IS DISTINCT FROM NEW."search_text" OR OLD."is_available" IS DISTINCT FROM NEW."is_available"
    OR OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."unit" IS DISTINCT FROM NEW."unit"
    OR OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "search_terms_of_changed_product"();
--> statement-breakpoint
INSERT INTO "search_terms" ("product_id", "term", "weight", "rating", "unit", "category_id")
SELECT p."id", w."term", w."weight", p."rating", "search_unit"(p."unit"), p."category_id"
FROM "products" AS p, "search_terms_of"(p."search_name", p."search_text") AS w
WHERE p."is_available";
