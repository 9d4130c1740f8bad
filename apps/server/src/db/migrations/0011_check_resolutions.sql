CREATE TABLE "check_resolutions" (
	"check_resolution_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_result_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_by" uuid,
	"resolved_by_name" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_check_result_id_check_results_check_result_id_fk" FOREIGN KEY ("check_result_id") REFERENCES "public"."check_results"("check_result_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_resolved_by_users_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_resolutions_check_idx" ON "check_resolutions" USING btree ("check_result_id");--> statement-breakpoint
CREATE INDEX "check_resolutions_org_idx" ON "check_resolutions" USING btree ("organisation_id","resolved_at");