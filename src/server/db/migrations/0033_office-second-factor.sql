CREATE TABLE "second_factor_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "second_factor_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "office_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "second_factor_failures" ADD CONSTRAINT "second_factor_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_factor_failures_user_at_idx" ON "second_factor_failures" USING btree ("user_id","at");