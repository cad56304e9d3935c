-- Each contract keeps the terms of its financing plans as it was sold, so a
-- plan re-rated or retired in financing_options no longer changes it. Every
-- contract in the cloud was checked against financing_options when it was
-- pushed, and the table had no way to change since: today's rows are the
-- terms those contracts were sold with.
ALTER TABLE "contracts" ADD COLUMN "financing_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "contracts" SET "financing_terms" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object(
		'id', "id", 'code', "code", 'term', "term", 'apr', "apr", 'visible', "visible") ORDER BY "id"), '[]'::jsonb)
	FROM "financing_options"
);
