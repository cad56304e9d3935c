CREATE INDEX "contracts_description_trgm_idx" ON "contracts" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_legacy_id_lower_idx" ON "contracts" USING btree (lower("legacy_id"));--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm_idx" ON "customers" USING gin (lower("first" || ' ' || "last") gin_trgm_ops);