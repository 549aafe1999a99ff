-- Written by hand (issue 10 item 12). 0002_search_words.sql was rewritten after it landed to add
-- search_words_in(); a database migrated in between never got the function, because drizzle
-- records a migration as applied once. Create it where it is missing. Where it exists it is left
-- alone, so this never replaces a later definition. Its body is 0002's.
DO $$
BEGIN
  IF to_regprocedure('search_words_in(text)') IS NULL THEN
    CREATE FUNCTION "search_words_in"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $f$
      SELECT DISTINCT w FROM regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w
      WHERE length(w) >= 3
    $f$;
  END IF;
END $$;
