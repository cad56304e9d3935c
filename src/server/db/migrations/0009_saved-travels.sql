ALTER TABLE "contracts" ADD COLUMN "save_state" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "saved_content" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_save_state_check" CHECK ("save_state" IN ('draft', 'saved'));
