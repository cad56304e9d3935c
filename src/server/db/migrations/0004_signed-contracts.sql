-- Contracts signed on a tablet, kept as they arrived, and the email of each
-- signed copy (docs/decisions/031-the-signed-contract.md).
CREATE TABLE "email_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"signed_content_hash" text NOT NULL,
	"to_address" text NOT NULL,
	"to_recipient" text NOT NULL,
	"cc_address" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_signed_content_hash_unique" UNIQUE("signed_content_hash")
);
--> statement-breakpoint
CREATE TABLE "signed_contracts" (
	"content_hash" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"pdf_hash" text NOT NULL,
	"record" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_signed_content_hash_signed_contracts_content_hash_fk" FOREIGN KEY ("signed_content_hash") REFERENCES "public"."signed_contracts"("content_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_contracts" ADD CONSTRAINT "signed_contracts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "signed_contracts_contract_id_idx" ON "signed_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE FUNCTION "signed_contracts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'a signed contract is kept as it was signed: it is never changed or removed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "signed_contracts_append_only" BEFORE UPDATE OR DELETE ON "signed_contracts" FOR EACH ROW EXECUTE FUNCTION "signed_contracts_append_only"();
