CREATE INDEX "activity_user_time_idx" ON "activity_entries" USING btree ("user_id","date_time");--> statement-breakpoint
CREATE INDEX "matters_owner_idx" ON "matters" USING btree ("matter_owner");