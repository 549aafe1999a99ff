ALTER TABLE "addresses" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "pincodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_location_id_delivery_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_location_idx" ON "addresses" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD CONSTRAINT "delivery_locations_pincodes_digits" CHECK (array_to_string("delivery_locations"."pincodes", ',') ~ '^([0-9]{6}(,[0-9]{6})*)?$');
--> statement-breakpoint
-- Hand-written (ADR 019): the demo store's areas get the real pincodes the seed now gives them,
-- matched by name and city, and only while an area has no list yet.
UPDATE "delivery_locations" AS l SET "pincodes" = v.pincodes
FROM (VALUES
  ('Koramangala', ARRAY['560030','560034','560095']),
  ('Indiranagar', ARRAY['560008','560038','560075']),
  ('HSR Layout', ARRAY['560068','560102']),
  ('Jayanagar', ARRAY['560011','560041','560069']),
  ('Whitefield', ARRAY['560048','560066','560067']),
  ('Electronic City', ARRAY['560099','560100']),
  ('Yelahanka', ARRAY['560063','560064','560106'])
) AS v(name, pincodes)
WHERE l."name" = v.name AND l."city" = 'Bengaluru' AND l."pincodes" = '{}'::text[];--> statement-breakpoint
-- Saved addresses join the quickest active area that lists their pincode; the others stay without
-- an area and checkout asks the shopper to choose one.
UPDATE "addresses" AS a SET "location_id" = (
  SELECT l."id" FROM "delivery_locations" l
  WHERE l."is_active" AND a."pincode" = ANY (l."pincodes")
  ORDER BY l."delivery_time", l."name", l."id" LIMIT 1
) WHERE a."location_id" IS NULL;
