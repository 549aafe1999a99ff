CREATE TABLE "stock_alerts" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
-- Back in stock (issue 12 item 9): whatever brings a product back (an admin's edit, a cancelled
-- order's stock returning, an import, SQL by hand), each shopper who asked is told once. The
-- notification row and its realtime event are the ones createNotification writes and
-- notificationCreatedEvent announces (topic user:<id>, type notification.created, the
-- notification as payload); pg_notify delivers only if the change commits.
CREATE FUNCTION "notify_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n record;
BEGIN
  FOR n IN
    WITH alerts AS (DELETE FROM stock_alerts WHERE product_id = NEW.id RETURNING user_id)
    INSERT INTO notifications (user_id, type, title, message, link)
    SELECT user_id, 'success', 'Back in stock', NEW.name || ' is back in stock.', '/product/' || NEW.id
    FROM alerts
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
--> statement-breakpoint
CREATE TRIGGER "products_back_in_stock" AFTER UPDATE OF "stock_quantity", "is_available" ON "products"
  FOR EACH ROW
  WHEN ((OLD.stock_quantity <= 0 OR NOT OLD.is_available) AND NEW.stock_quantity > 0 AND NEW.is_available)
  EXECUTE FUNCTION "notify_back_in_stock"();
