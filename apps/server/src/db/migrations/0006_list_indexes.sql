DROP INDEX "matters_org_created_idx";--> statement-breakpoint
DROP INDEX "activity_org_time_idx";--> statement-breakpoint
-- INCLUDE is written by hand (drizzle-kit cannot express it): the matter list and its count read
-- the index only, however many matters the firm has (bench/README.md).
CREATE INDEX "matters_org_list_idx" ON "matters" USING btree ("organisation_id","created_date","matter_id") INCLUDE ("reference","probate_reference","matter_type_id","status_id","matter_owner");--> statement-breakpoint
CREATE INDEX "activity_org_time_idx" ON "activity_entries" USING btree ("organisation_id","date_time","activity_id");
