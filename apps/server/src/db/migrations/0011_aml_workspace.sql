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
CREATE TABLE "funds_note_documents" (
	"funds_note_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "funds_note_documents_funds_note_id_document_id_pk" PRIMARY KEY("funds_note_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "funds_notes" (
	"funds_note_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"individual_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_assessments" (
	"risk_assessment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"individual_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"customer_risk" text NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"geographic_risk" text NOT NULL,
	"geographic_note" text DEFAULT '' NOT NULL,
	"product_risk" text NOT NULL,
	"product_note" text DEFAULT '' NOT NULL,
	"delivery_channel_risk" text NOT NULL,
	"delivery_channel_note" text DEFAULT '' NOT NULL,
	"computed_rating" text NOT NULL,
	"overall_rating" text NOT NULL,
	"overall_reason" text,
	"review_date" date NOT NULL,
	"assessed_by" uuid,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	"superseded_by" uuid,
	"signed_off_by" uuid,
	"signed_off_at" timestamp with time zone,
	"sign_off_note" text
);
--> statement-breakpoint
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
CREATE TABLE "modulus_editions" (
	"edition_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"weights_file_name" text,
	"substitutions_file_name" text,
	"weights_text" text NOT NULL,
	"substitutions_text" text NOT NULL,
	"weight_rows" integer NOT NULL,
	"substitution_rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loaded_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "screening_designations" ADD COLUMN "non_latin_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_check_result_id_check_results_check_result_id_fk" FOREIGN KEY ("check_result_id") REFERENCES "public"."check_results"("check_result_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_resolutions" ADD CONSTRAINT "check_resolutions_resolved_by_users_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_note_documents" ADD CONSTRAINT "funds_note_documents_funds_note_id_funds_notes_funds_note_id_fk" FOREIGN KEY ("funds_note_id") REFERENCES "public"."funds_notes"("funds_note_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_note_documents" ADD CONSTRAINT "funds_note_documents_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_notes" ADD CONSTRAINT "funds_notes_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_notes" ADD CONSTRAINT "funds_notes_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds_notes" ADD CONSTRAINT "funds_notes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_assessed_by_users_user_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_signed_off_by_users_user_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_alerts" ADD CONSTRAINT "screening_alerts_resolved_by_users_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modulus_editions" ADD CONSTRAINT "modulus_editions_loaded_by_user_id_users_user_id_fk" FOREIGN KEY ("loaded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_resolutions_check_idx" ON "check_resolutions" USING btree ("check_result_id");--> statement-breakpoint
CREATE INDEX "check_resolutions_org_idx" ON "check_resolutions" USING btree ("organisation_id","resolved_at");--> statement-breakpoint
CREATE INDEX "funds_notes_individual_idx" ON "funds_notes" USING btree ("individual_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_assessments_individual_idx" ON "risk_assessments" USING btree ("individual_id","assessed_at");--> statement-breakpoint
CREATE INDEX "risk_assessments_organisation_idx" ON "risk_assessments" USING btree ("organisation_id","overall_rating");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessments_current_idx" ON "risk_assessments" USING btree ("individual_id") WHERE superseded_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_alerts_designation_unique" ON "screening_alerts" USING btree ("individual_id","list","unique_id");--> statement-breakpoint
CREATE INDEX "screening_alerts_org_open_idx" ON "screening_alerts" USING btree ("organisation_id","resolved_at");