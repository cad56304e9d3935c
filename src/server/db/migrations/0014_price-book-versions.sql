CREATE TABLE "price_book_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_on" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"scopes" jsonb NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_book_version" integer;--> statement-breakpoint
ALTER TABLE "price_book_versions" ADD CONSTRAINT "price_book_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "price_book_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'price_book_versions is append-only: a published price book is never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "price_book_versions_append_only" BEFORE UPDATE OR DELETE ON "price_book_versions" FOR EACH ROW EXECUTE FUNCTION "price_book_versions_append_only"();--> statement-breakpoint
CREATE TRIGGER "price_book_versions_no_truncate" BEFORE TRUNCATE ON "price_book_versions" FOR EACH STATEMENT EXECUTE FUNCTION "price_book_versions_append_only"();
