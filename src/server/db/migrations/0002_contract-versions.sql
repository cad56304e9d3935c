-- Who pushed each version of a contract, and the creator of record. Contracts
-- already in the cloud keep created_by NULL and no versions: who pushed them
-- was never recorded (agent_id and creator_id are what the device claimed).
CREATE TABLE "contract_versions" (
	"contract_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"pushed_by" uuid NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	"device" text,
	"document" jsonb NOT NULL,
	CONSTRAINT "contract_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_pushed_by_users_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_versions_pushed_by_idx" ON "contract_versions" USING btree ("pushed_by");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;