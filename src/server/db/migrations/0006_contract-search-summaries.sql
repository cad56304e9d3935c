-- Each search row keeps the contract as the search lists it, ready to send
-- (docs/decisions/033-search-at-a-million-contracts.md): a search reads one
-- table and the server sends the summaries as they are. The sync that writes
-- a contract writes its summary last; whatever else changes the contract, its
-- customer, its rooms or the agents it names (a server of the previous
-- version during a rolling deployment, an agent renamed) clears it here, and
-- counts the change, so a search builds it again from the rows and writes it
-- back only if nothing changed meanwhile. Existing contracts start with none.
ALTER TABLE "contract_search" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "contract_search" ADD COLUMN "summary_format" smallint;--> statement-breakpoint
ALTER TABLE "contract_search" ADD COLUMN "changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The order index carries both texts, so a search counts its matches from the index alone.
DROP INDEX "contract_search_newest_idx";--> statement-breakpoint
CREATE INDEX "contract_search_newest_idx" ON "contract_search" USING btree ("synced_at" DESC NULLS LAST,"contract_id" DESC NULLS LAST) INCLUDE ("last", "description");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contract_search_from_contract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "contract_search" ("contract_id", "synced_at", "last", "description")
	VALUES (NEW."id", NEW."synced_at",
		lower(coalesce((SELECT "last" FROM "customers" WHERE "id" = NEW."customer_id"), '')), lower(NEW."description"))
	ON CONFLICT ("contract_id") DO UPDATE
		SET "synced_at" = excluded."synced_at", "last" = excluded."last", "description" = excluded."description",
			"summary" = NULL, "changes" = "contract_search"."changes" + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "contracts_keep_search" ON "contracts";--> statement-breakpoint
CREATE TRIGGER "contracts_keep_search" AFTER INSERT OR UPDATE ON "contracts"
	FOR EACH ROW EXECUTE FUNCTION "contract_search_from_contract"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "contract_search_from_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "contract_search" SET "last" = lower(NEW."last"), "summary" = NULL, "changes" = "contract_search"."changes" + 1
	FROM "contracts"
	WHERE "contracts"."customer_id" = NEW."id" AND "contract_search"."contract_id" = "contracts"."id";
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "customers_keep_search" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customers_keep_search" AFTER UPDATE ON "customers"
	FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "contract_search_from_customer"();--> statement-breakpoint
-- Rooms are written by a sync, which rewrites its contract too; these catch any other writer.
CREATE FUNCTION "contract_search_rooms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "contract_search" SET "summary" = NULL, "changes" = "changes" + 1
	WHERE "summary" IS NOT NULL AND "contract_id" IN (SELECT "contract_id" FROM "changed_rooms");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rooms_inserted_keep_search" AFTER INSERT ON "rooms"
	REFERENCING NEW TABLE AS "changed_rooms" FOR EACH STATEMENT EXECUTE FUNCTION "contract_search_rooms_changed"();--> statement-breakpoint
CREATE TRIGGER "rooms_updated_keep_search" AFTER UPDATE ON "rooms"
	REFERENCING NEW TABLE AS "changed_rooms" FOR EACH STATEMENT EXECUTE FUNCTION "contract_search_rooms_changed"();--> statement-breakpoint
CREATE TRIGGER "rooms_deleted_keep_search" AFTER DELETE ON "rooms"
	REFERENCING OLD TABLE AS "changed_rooms" FOR EACH STATEMENT EXECUTE FUNCTION "contract_search_rooms_changed"();--> statement-breakpoint
-- A contract stored without a snapshot of its agent or creator lists them from agents and users.
CREATE FUNCTION "contract_search_clear_for_agent"(agent uuid) RETURNS void LANGUAGE sql AS $$
	UPDATE "contract_search" SET "summary" = NULL, "changes" = "contract_search"."changes" + 1
	FROM "contracts"
	WHERE "contract_search"."contract_id" = "contracts"."id" AND "contract_search"."summary" IS NOT NULL
		AND (("contracts"."agent_id" = agent AND "contracts"."agent_snapshot" IS NULL)
			OR ("contracts"."creator_id" = agent AND "contracts"."creator_snapshot" IS NULL));
$$;--> statement-breakpoint
CREATE FUNCTION "contract_search_agent_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "contract_search_clear_for_agent"(NEW."user_id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "agents_keep_search" AFTER UPDATE OF "first", "last", "display_name" ON "agents"
	FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "contract_search_agent_changed"();--> statement-breakpoint
CREATE FUNCTION "contract_search_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "contract_search_clear_for_agent"(NEW."id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_keep_search" AFTER UPDATE OF "email" ON "users"
	FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "contract_search_user_changed"();
