CREATE TABLE "matter_reference_counters" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "matter_reference_pattern" text;--> statement-breakpoint
ALTER TABLE "matter_reference_counters" ADD CONSTRAINT "matter_reference_counters_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: references that were accepted twice before issue 14 get " (2)", " (3)"… (oldest
-- kept as it was), so the unique index below can be built on an existing database.
UPDATE "matters" AS m SET "reference" = m."reference" || ' (' || d.n || ')'
FROM (SELECT "matter_id", row_number() OVER (PARTITION BY "organisation_id", lower("reference") ORDER BY "created_date", "matter_id") AS n FROM "matters") AS d
WHERE d."matter_id" = m."matter_id" AND d.n > 1;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express INCLUDE): the list's page and count read the index
-- only, the matter's own title included (issue 14).
DROP INDEX "matters_org_list_idx";--> statement-breakpoint
CREATE INDEX "matters_org_list_idx" ON "matters" USING btree ("organisation_id","created_date","matter_id") INCLUDE ("reference","probate_reference","matter_type_id","status_id","matter_owner","title");--> statement-breakpoint
CREATE UNIQUE INDEX "matters_org_reference_uq" ON "matters" USING btree ("organisation_id",lower("reference"));