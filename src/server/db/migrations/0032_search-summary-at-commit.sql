-- A sync writes a version in one statement, and the triggers of 0006 clear the search row's summary at that
-- statement's end. The summary the sync wrote with the version waits here instead, and a deferred trigger copies it
-- into the search row when the transaction commits, after those triggers have run; it is kept only while the row
-- still describes that version (docs/decisions/072-the-summary-at-commit.md). Rows here never outlive their commit.
CREATE TABLE "contract_search_pending" (
	"contract_id" bigint NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL,
	"summary_format" smallint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "contract_search_summary_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "contract_search" SET "summary" = NEW."summary", "summary_format" = NEW."summary_format"
		WHERE "contract_id" = NEW."contract_id" AND "synced_at" = NEW."synced_at";
	DELETE FROM "contract_search_pending" WHERE "contract_id" = NEW."contract_id" AND "synced_at" = NEW."synced_at";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "contract_search_pending_at_commit" AFTER INSERT ON "contract_search_pending"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "contract_search_summary_at_commit"();
