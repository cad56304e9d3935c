CREATE TABLE "installer_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"pdf_hash" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "signed_content_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "installer_receipt_id" text;--> statement-breakpoint
ALTER TABLE "installer_receipts" ADD CONSTRAINT "installer_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installer_receipts_contract_id_idx" ON "installer_receipts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "installer_receipts_received_by_idx" ON "installer_receipts" USING btree ("received_by","received_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_installer_receipt_id_installer_receipts_id_fk" FOREIGN KEY ("installer_receipt_id") REFERENCES "public"."installer_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_receipt_once" ON "email_outbox" USING btree ("installer_receipt_id") WHERE reason = 'receipt';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_one_document" CHECK ((signed_content_hash IS NULL) <> (installer_receipt_id IS NULL));--> statement-breakpoint
CREATE FUNCTION "installer_receipts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'an installer''s receipt is kept as it was signed: it is never changed or removed';
END
$$;--> statement-breakpoint
CREATE TRIGGER "installer_receipts_append_only" BEFORE UPDATE OR DELETE ON "installer_receipts" FOR EACH ROW EXECUTE FUNCTION "installer_receipts_append_only"();--> statement-breakpoint
CREATE TRIGGER "installer_receipts_no_truncate" BEFORE TRUNCATE ON "installer_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "installer_receipts_append_only"();
