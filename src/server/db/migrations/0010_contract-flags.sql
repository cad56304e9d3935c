CREATE TABLE "contract_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb,
	"raised_at" timestamp with time zone NOT NULL,
	"raised_by" uuid,
	CONSTRAINT "contract_flags_contract_key" UNIQUE("contract_id","key")
);
--> statement-breakpoint
ALTER TABLE "contract_flags" ADD CONSTRAINT "contract_flags_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_flags_raised_at_idx" ON "contract_flags" USING btree ("raised_at");