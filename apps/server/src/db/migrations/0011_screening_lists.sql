CREATE TABLE "screening_alerts" (
	"alert_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"individual_id" uuid NOT NULL,
	"list" text NOT NULL,
	"unique_id" text NOT NULL,
	"outcome" text NOT NULL,
	"score" real NOT NULL,
	"matched_name" text NOT NULL,
	"explanation" text NOT NULL,
	"list_published_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "screening_lists" (
	"list" text PRIMARY KEY NOT NULL,
	"published_on" text NOT NULL,
	"designation_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_resolved_by_users_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_alerts_designation_unique" ON "screening_alerts" USING btree ("individual_id","list","unique_id");--> statement-breakpoint
CREATE INDEX "screening_alerts_org_open_idx" ON "screening_alerts" USING btree ("organisation_id","resolved_at");