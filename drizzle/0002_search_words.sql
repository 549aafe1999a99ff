CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit does not know functions or triggers): the words of product
-- names, kept as products are added or renamed. Inserted in word order, so two imports adding
-- the same new words queue behind each other instead of deadlocking.
CREATE FUNCTION "search_words_in"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE FUNCTION "search_words_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "new_products", "search_words_in"("new_products"."name") AS w
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_of_renamed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT w FROM "search_words_in"(NEW."name") AS w
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_new_products"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_rename" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "search_words_of_renamed_product"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", "search_words_in"("products"."name") AS w
ON CONFLICT DO NOTHING;
