CREATE TABLE "company_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_details_one_row" CHECK ("company_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;