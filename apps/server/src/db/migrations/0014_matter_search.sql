ALTER TABLE "matters" ADD COLUMN "default_title" text;--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "people_names" text;--> statement-breakpoint
CREATE INDEX "matters_reference_trgm" ON "matters" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_probate_reference_trgm" ON "matters" USING gin ("probate_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_title_trgm" ON "matters" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_default_title_trgm" ON "matters" USING gin ("default_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "matters_people_names_trgm" ON "matters" USING gin ("people_names" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express INCLUDE): the list's page shows the default title
-- and sorts on it, so it joins the columns the index carries.
DROP INDEX "matters_org_list_idx";--> statement-breakpoint
CREATE INDEX "matters_org_list_idx" ON "matters" USING btree ("organisation_id","created_date","matter_id") INCLUDE ("reference","probate_reference","matter_type_id","status_id","matter_owner","title","default_title");
