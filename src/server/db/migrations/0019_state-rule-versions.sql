CREATE TABLE "state_rule_versions" (
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "state_rule_versions_state_version_pk" PRIMARY KEY("state","version")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rules" text;--> statement-breakpoint
ALTER TABLE "state_rule_versions" ADD CONSTRAINT "state_rule_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "state_rule_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'state_rule_versions is append-only: published state rules are never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "state_rule_versions_append_only" BEFORE UPDATE OR DELETE ON "state_rule_versions" FOR EACH ROW EXECUTE FUNCTION "state_rule_versions_append_only"();--> statement-breakpoint
CREATE TRIGGER "state_rule_versions_no_truncate" BEFORE TRUNCATE ON "state_rule_versions" FOR EACH STATEMENT EXECUTE FUNCTION "state_rule_versions_append_only"();
