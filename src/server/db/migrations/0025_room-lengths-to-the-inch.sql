ALTER TABLE "contracts" ALTER COLUMN "area_total" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "width" SET DATA TYPE numeric(10, 4);--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "length" SET DATA TYPE numeric(10, 4);--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "total" SET DATA TYPE numeric(14, 2);