-- The cloud search reads one narrow table instead of joining contracts and
-- customers (docs/decisions/033-search-at-a-million-contracts.md): each
-- contract's last sync, its customer's last name and its description,
-- lower-cased here as the search lower-cases what is typed. Triggers keep it:
-- whatever writes a contract or renames its customer (a sync, or a server of
-- the version before this one while a deployment rolls over) writes its row.
-- Existing contracts are copied in before the indexes are built; the trigram
-- indexes on the wide tables go, since nothing searches them any more.
CREATE TABLE "contract_search" (
	"contract_id" bigint PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"last" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_search" ADD CONSTRAINT "contract_search_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "contract_search" ("contract_id", "synced_at", "last", "description")
	SELECT "contracts"."id", "contracts"."synced_at", lower("customers"."last"), lower("contracts"."description")
	FROM "contracts" JOIN "customers" ON "customers"."id" = "contracts"."customer_id";--> statement-breakpoint
CREATE FUNCTION "contract_search_from_contract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "contract_search" ("contract_id", "synced_at", "last", "description")
	VALUES (NEW."id", NEW."synced_at",
		lower(coalesce((SELECT "last" FROM "customers" WHERE "id" = NEW."customer_id"), '')), lower(NEW."description"))
	ON CONFLICT ("contract_id") DO UPDATE
		SET "synced_at" = excluded."synced_at", "last" = excluded."last", "description" = excluded."description";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contracts_keep_search" AFTER INSERT OR UPDATE OF "synced_at", "description", "customer_id" ON "contracts"
	FOR EACH ROW EXECUTE FUNCTION "contract_search_from_contract"();--> statement-breakpoint
CREATE FUNCTION "contract_search_from_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "contract_search" SET "last" = lower(NEW."last")
	FROM "contracts"
	WHERE "contracts"."customer_id" = NEW."id" AND "contract_search"."contract_id" = "contracts"."id"
		AND "contract_search"."last" IS DISTINCT FROM lower(NEW."last");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_keep_search" AFTER UPDATE OF "last" ON "customers"
	FOR EACH ROW EXECUTE FUNCTION "contract_search_from_customer"();--> statement-breakpoint
CREATE INDEX "contract_search_newest_idx" ON "contract_search" USING btree ("synced_at" DESC NULLS LAST,"contract_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_search_last_trgm_idx" ON "contract_search" USING gin ("last" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_search_description_trgm_idx" ON "contract_search" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "contracts_synced_at_idx";--> statement-breakpoint
DROP INDEX "contracts_description_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_last_trgm_idx";
