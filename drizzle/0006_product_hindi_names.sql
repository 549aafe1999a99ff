ALTER TABLE "products" ADD COLUMN "hindi_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_aliases" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hindi_name_length" CHECK (char_length("products"."hindi_name") BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_search_aliases_length" CHECK (char_length("products"."search_aliases") <= 500);