-- A sync replaces a contract's rooms, goals, projects and calculations in one statement (contracts/sync-writes.ts).
-- Deleting them there would leave the cascades of the deleted goals and projects to the statement's end, when they
-- would also take the new rows that reuse the same ids. Each delete here is a statement of its own, so its cascades
-- and triggers have run by the time this returns; the answer is how many rows went.
CREATE FUNCTION "contract_rows_forgotten"(contract bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	gone bigint := 0;
	n bigint;
BEGIN
	DELETE FROM "calculations" USING "projects", "goals"
		WHERE "calculations"."project_id" = "projects"."id" AND "projects"."goal_id" = "goals"."id"
			AND "goals"."contract_id" = contract;
	GET DIAGNOSTICS n = ROW_COUNT;
	gone := gone + n;
	DELETE FROM "projects" USING "goals" WHERE "projects"."goal_id" = "goals"."id" AND "goals"."contract_id" = contract;
	GET DIAGNOSTICS n = ROW_COUNT;
	gone := gone + n;
	DELETE FROM "goals" WHERE "contract_id" = contract;
	GET DIAGNOSTICS n = ROW_COUNT;
	gone := gone + n;
	DELETE FROM "rooms" WHERE "contract_id" = contract;
	GET DIAGNOSTICS n = ROW_COUNT;
	RETURN gone + n;
END $$;
