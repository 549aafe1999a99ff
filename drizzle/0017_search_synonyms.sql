CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"targets" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
-- The store's search words are part of the catalogue (ADR 035): every write raises the version
-- of ADR 027, so each instance reloads them (and forgets its cached answers) within a second.
CREATE TRIGGER "search_synonyms_catalog_change" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalog_change_truncate" AFTER TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
