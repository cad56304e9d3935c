ALTER TABLE "projects" ADD COLUMN "warranty" jsonb;--> statement-breakpoint
ALTER TABLE "workscopes" ADD COLUMN "warranty" jsonb;