DROP INDEX "matters_org_status_idx";--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "default_title" text;--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "people_names" text;--> statement-breakpoint
CREATE INDEX "matters_org_reference_idx" ON "matters" USING btree ("organisation_id","reference");--> statement-breakpoint
CREATE INDEX "matters_reference_trgm" ON "matters" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_probate_reference_trgm" ON "matters" USING gin ("probate_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_title_trgm" ON "matters" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_default_title_trgm" ON "matters" USING gin ("default_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_people_names_trgm" ON "matters" USING gin ("people_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "individuals_org_matter_idx" ON "individuals" USING btree ("organisation_id","matter_id");--> statement-breakpoint
CREATE INDEX "matters_org_status_idx" ON "matters" USING btree ("organisation_id","status_id","created_date" DESC NULLS FIRST,"matter_id" DESC NULLS FIRST);--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express INCLUDE): the list's page shows the default title
-- and sorts on it, and search reads the people's names: both join the columns the index carries
-- (the page, its count and a search within a firm read the index only).
DROP INDEX "matters_org_list_idx";--> statement-breakpoint
CREATE INDEX "matters_org_list_idx" ON "matters" USING btree ("organisation_id","created_date","matter_id") INCLUDE ("reference","probate_reference","matter_type_id","status_id","matter_owner","title","default_title","people_names");
