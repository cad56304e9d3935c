-- The cloud search reads one narrow table instead of joining contracts and
-- customers (docs/decisions/033-search-at-a-million-contracts.md): each
-- contract's last sync, its customer's last name and its description,
-- lower-cased here as the search lower-cases what is typed. Existing
-- contracts are copied in before the indexes are built; the trigram indexes
-- on the wide tables go, since nothing searches them any more.
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
CREATE INDEX "contract_search_newest_idx" ON "contract_search" USING btree ("synced_at" DESC NULLS LAST,"contract_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_search_last_trgm_idx" ON "contract_search" USING gin ("last" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_search_description_trgm_idx" ON "contract_search" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "contracts_synced_at_idx";--> statement-breakpoint
DROP INDEX "contracts_description_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_last_trgm_idx";
