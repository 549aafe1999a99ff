-- Written by hand (ADR 060): the words of product descriptions that their search text does not
-- hold, so that the descriptions reading (search-service.ts) reads a query's few products from
-- here instead of the trigram indexes of search_text and descriptions, whose postings grow with
-- the catalogue. A word is kept for at most 250 products: past that it goes to
-- description_common_terms and its postings are dropped ('fresh', 'pack', 'and'), so every
-- posting list is bounded and the reading costs the same at any catalogue size. A product's
-- rows go with it (cascade); its availability is not kept (the reading tests it on the row).
CREATE TABLE "description_terms" (
	"term" text COLLATE "C" NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "description_terms_term_product_id_pk" PRIMARY KEY("term","product_id")
);
--> statement-breakpoint
ALTER TABLE "description_terms" ADD CONSTRAINT "description_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "description_terms_product_idx" ON "description_terms" USING btree ("product_id");--> statement-breakpoint
CREATE TABLE "description_common_terms" ("term" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
-- The whole words of a description (as the reading's `\mword\M` finds them: letters, digits and
-- '_') that are not words of the search text.
CREATE FUNCTION "description_terms_of"("description" text, "search_text" text) RETURNS TABLE ("term" text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT t COLLATE "C" FROM regexp_split_to_table(lower("description"), '[^[:alnum:]_]+') AS t
  WHERE t <> '' AND position(' ' || t || ' ' IN ' ' || "search_text" || ' ') = 0
$$;
--> statement-breakpoint
-- New postings, the words and products side by side: words already common are skipped, and a
-- word that would pass 250 products becomes common, its postings dropped. (The words come from
-- the trigger's rows, not from products again: a bulk load drops the products' primary key.)
CREATE FUNCTION "description_terms_add"("terms" text[], "ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH "fresh" AS MATERIALIZED (
    SELECT DISTINCT w."term" COLLATE "C" AS "term", w."product_id"
    FROM unnest("terms", "ids") AS w("term", "product_id")
    WHERE NOT EXISTS (SELECT 1 FROM "description_common_terms" AS c WHERE c."term" = w."term" COLLATE "C")
  ), "counted" AS MATERIALIZED (
    SELECT f."term", count(*) + (SELECT count(*) FROM (SELECT 1 FROM "description_terms" AS d
      WHERE d."term" = f."term" LIMIT 251) AS k) AS "n"
    FROM "fresh" AS f GROUP BY f."term"
  ), "common" AS (
    INSERT INTO "description_common_terms" ("term") SELECT c."term" FROM "counted" AS c WHERE c."n" > 250
    ON CONFLICT DO NOTHING
  ), "dropped" AS (
    DELETE FROM "description_terms" AS d USING "counted" AS c WHERE d."term" = c."term" AND c."n" > 250
  )
  INSERT INTO "description_terms" ("term", "product_id")
  SELECT f."term", f."product_id" FROM "fresh" AS f JOIN "counted" AS c ON c."term" = f."term"
  WHERE c."n" <= 250
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION "description_terms_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "description_terms_add"(array_agg(w."term"), array_agg(p."id"))
  FROM "new_products" AS p, "description_terms_of"(p."description", p."search_text") AS w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "description_terms_of_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "description_terms" WHERE "product_id" = NEW."id";
  PERFORM "description_terms_add"(array_agg(w."term"), array_agg(NEW."id"))
  FROM "description_terms_of"(NEW."description", NEW."search_text") AS w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_description_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "description_terms_of_new_products"();
--> statement-breakpoint
CREATE TRIGGER "products_description_terms_update"
  AFTER UPDATE OF "description", "name", "hindi_name", "search_aliases" ON "products"
  FOR EACH ROW WHEN (OLD."description" IS DISTINCT FROM NEW."description" OR OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "description_terms_of_changed_product"();
--> statement-breakpoint
-- A store's products now: the common words first (one pass), then the others' postings.
INSERT INTO "description_common_terms" ("term")
SELECT w."term" FROM "products" AS p, "description_terms_of"(p."description", p."search_text") AS w
GROUP BY w."term" HAVING count(*) > 250;--> statement-breakpoint
INSERT INTO "description_terms" ("term", "product_id")
SELECT w."term", p."id" FROM "products" AS p, "description_terms_of"(p."description", p."search_text") AS w
WHERE NOT EXISTS (SELECT 1 FROM "description_common_terms" AS c WHERE c."term" = w."term");
