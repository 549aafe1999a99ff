-- A product's rating and review count are what its stored reviews say (issue 9 item 5,
-- decisions.md 20), kept by the database in the same transaction as every write of
-- product_reviews: a review written or deleted by a service, a cascade from a deleted account,
-- the demo seed, or a hand-run statement. The average is rounded to one decimal, 0 without reviews.
--
-- The products are locked (in id order, as every writer of reviews locks them) before they are
-- counted, and counted in a statement of their own: under READ COMMITTED that statement sees every
-- review committed by a writer that held the lock before, so concurrent reviewers never lose one.
CREATE FUNCTION "recount_product_ratings"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "products" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "products" AS p SET "rating" = s."rating", "review_count" = s."review_count"
  FROM (
    SELECT x."id",
           coalesce(round(avg(r."rating")::numeric, 1), 0)::float8 AS "rating",
           count(r."id")::int AS "review_count"
    FROM "products" AS x
    LEFT JOIN "product_reviews" AS r ON r."product_id" = x."id"
    WHERE x."id" = ANY("ids")
    GROUP BY x."id"
  ) AS s
  WHERE p."id" = s."id"
    AND (p."rating" IS DISTINCT FROM s."rating" OR p."review_count" IS DISTINCT FROM s."review_count");
END $$;
--> statement-breakpoint
-- One function for the three statement triggers: each branch reads only the transition tables its
-- event has. An update counts only when a rating or the product changed (not a helpful vote).
CREATE FUNCTION "product_reviews_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "recount_product_ratings"(ARRAY(SELECT DISTINCT "product_id" FROM "new_reviews"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "recount_product_ratings"(ARRAY(SELECT DISTINCT "product_id" FROM "old_reviews"));
  ELSE
    PERFORM "recount_product_ratings"(ARRAY(
      SELECT o."product_id" FROM "old_reviews" o JOIN "new_reviews" n USING ("id")
        WHERE o."rating" <> n."rating" OR o."product_id" <> n."product_id"
      UNION
      SELECT n."product_id" FROM "old_reviews" o JOIN "new_reviews" n USING ("id")
        WHERE o."rating" <> n."rating" OR o."product_id" <> n."product_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_reviews_recount_insert" AFTER INSERT ON "product_reviews"
  REFERENCING NEW TABLE AS "new_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_reviews_recount"();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_recount_delete" AFTER DELETE ON "product_reviews"
  REFERENCING OLD TABLE AS "old_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_reviews_recount"();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_recount_update" AFTER UPDATE ON "product_reviews"
  REFERENCING OLD TABLE AS "old_reviews" NEW TABLE AS "new_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_reviews_recount"();
--> statement-breakpoint
-- Stores that ran an earlier version carry seeded figures with no reviews behind them
-- ('4.7 · 1,640 reviews' above 'No reviews yet'): every product is counted afresh.
SELECT "recount_product_ratings"(ARRAY(SELECT "id" FROM "products"));
