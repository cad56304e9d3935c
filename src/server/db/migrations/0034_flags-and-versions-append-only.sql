-- What the office is told about a contract (contract_flags) and every version the cloud took (contract_versions) are
-- records too: kept as written, like the audit log (docs/security.md). The served role loses UPDATE and DELETE on
-- them (src/server/db/served-role.ts); these triggers hold on the embedded database, which has one superuser.
CREATE FUNCTION "contract_flags_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_flags is append-only: what the office was told about a contract is kept as it was raised';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_flags_append_only" BEFORE UPDATE OR DELETE ON "contract_flags" FOR EACH ROW EXECUTE FUNCTION "contract_flags_append_only"();--> statement-breakpoint
CREATE TRIGGER "contract_flags_no_truncate" BEFORE TRUNCATE ON "contract_flags" FOR EACH STATEMENT EXECUTE FUNCTION "contract_flags_append_only"();--> statement-breakpoint
CREATE FUNCTION "contract_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_versions is append-only: a version the cloud took is kept as it was pushed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_versions_append_only" BEFORE UPDATE OR DELETE ON "contract_versions" FOR EACH ROW EXECUTE FUNCTION "contract_versions_append_only"();--> statement-breakpoint
CREATE TRIGGER "contract_versions_no_truncate" BEFORE TRUNCATE ON "contract_versions" FOR EACH STATEMENT EXECUTE FUNCTION "contract_versions_append_only"();
