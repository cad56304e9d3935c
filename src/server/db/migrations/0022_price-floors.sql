CREATE TABLE "price_approvals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_code" text NOT NULL,
	"code" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"discount_cents" bigint NOT NULL,
	"last_day" date NOT NULL,
	"key_version" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_floors" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"floors" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "price_floors_one_row" CHECK ("price_floors"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "approval_key_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_approvals" ADD CONSTRAINT "price_approvals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_approvals" ADD CONSTRAINT "price_approvals_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_floors" ADD CONSTRAINT "price_floors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_approvals_request_idx" ON "price_approvals" USING btree ("request_code");--> statement-breakpoint
CREATE INDEX "price_approvals_approver_idx" ON "price_approvals" USING btree ("approver_id","approved_at");--> statement-breakpoint
CREATE FUNCTION "price_approvals_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'price_approvals is append-only: an approval given is never changed or removed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "price_approvals_append_only" BEFORE UPDATE OR DELETE ON "price_approvals" FOR EACH ROW EXECUTE FUNCTION "price_approvals_append_only"();--> statement-breakpoint
CREATE TRIGGER "price_approvals_no_truncate" BEFORE TRUNCATE ON "price_approvals" FOR EACH STATEMENT EXECUTE FUNCTION "price_approvals_append_only"();
