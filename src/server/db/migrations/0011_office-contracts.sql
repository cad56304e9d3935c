CREATE TABLE "contract_cancellations" (
	"contract_id" text PRIMARY KEY NOT NULL,
	"notice_date" date NOT NULL,
	"notice_by" text NOT NULL,
	"deadline" date,
	"within_deadline" boolean,
	"note" text DEFAULT '' NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_signed_content_hash_unique";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reason" text DEFAULT 'signed' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_signed_idx" ON "email_outbox" USING btree ("signed_content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_signed_once" ON "email_outbox" USING btree ("signed_content_hash") WHERE reason = 'signed';--> statement-breakpoint
CREATE FUNCTION "contract_cancellations_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract_cancellations is append-only: a recorded cancellation is never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_cancellations_append_only" BEFORE UPDATE OR DELETE ON "contract_cancellations" FOR EACH ROW EXECUTE FUNCTION "contract_cancellations_append_only"();--> statement-breakpoint
CREATE TRIGGER "contract_cancellations_no_truncate" BEFORE TRUNCATE ON "contract_cancellations" FOR EACH STATEMENT EXECUTE FUNCTION "contract_cancellations_append_only"();
