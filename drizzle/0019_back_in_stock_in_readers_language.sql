CREATE TABLE "database_texts" (
	"locale" text NOT NULL,
	"id" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "database_texts_locale_id_pk" PRIMARY KEY("locale","id")
);
--> statement-breakpoint
-- The texts of this day; the server copies the catalogues' over them at every start
-- (src/server/db/database-texts.ts).
INSERT INTO "database_texts" ("locale", "id", "text") VALUES
  ('en', 'notices.backInStockTitle', 'Back in stock'),
  ('en', 'notices.backInStock', '{name} is back in stock.'),
  ('hi', 'notices.backInStockTitle', 'फिर से स्टॉक में'),
  ('hi', 'notices.backInStock', '{name} फिर से स्टॉक में है।');
--> statement-breakpoint
-- A catalogue text in a language with its {name} filled in; English when the language lacks it,
-- the id itself when nothing has it (as the server's translate does), never NULL.
CREATE FUNCTION "database_text"(p_locale text, p_id text, p_name text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT replace(
    coalesce(
      (SELECT "text" FROM "database_texts" WHERE "locale" = p_locale AND "id" = p_id),
      (SELECT "text" FROM "database_texts" WHERE "locale" = 'en' AND "id" = p_id),
      p_id
    ),
    '{name}',
    coalesce(p_name, '')
  )
$$;
--> statement-breakpoint
-- Back in stock (issue 12 item 9) in each reader's language (issue 15), as every notification the
-- server writes: the account's saved language, else English; in Hindi the product's Hindi name
-- when it has one. The rest is as 0005 made it.
CREATE OR REPLACE FUNCTION "notify_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n record;
BEGIN
  FOR n IN
    WITH alerts AS (DELETE FROM stock_alerts WHERE product_id = NEW.id RETURNING user_id),
    readers AS (
      SELECT a.user_id, CASE WHEN u.language = 'hi' THEN 'hi' ELSE 'en' END AS locale
      FROM alerts a JOIN users u ON u.id = a.user_id
    )
    INSERT INTO notifications (user_id, type, title, message, link)
    SELECT r.user_id, 'success',
      database_text(r.locale, 'notices.backInStockTitle', NULL),
      database_text(
        r.locale,
        'notices.backInStock',
        CASE WHEN r.locale = 'hi' THEN coalesce(NEW.hindi_name, NEW.name) ELSE NEW.name END
      ),
      '/product/' || NEW.id
    FROM readers r
    RETURNING id, user_id, type, title, message, link, is_read, created_at
  LOOP
    PERFORM pg_notify('freshcart_events', json_build_object(
      'topic', 'user:' || n.user_id,
      'type', 'notification.created',
      'payload', json_build_object(
        'id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'link', n.link,
        'isRead', n.is_read, 'readAt', NULL,
        'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      )
    )::text);
  END LOOP;
  RETURN NEW;
END
$$;
