CREATE TABLE "subject_access_exports" (
	"export_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"individual_id" uuid,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"manifest" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "subject_access_exports" ADD CONSTRAINT "subject_access_exports_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_access_exports" ADD CONSTRAINT "subject_access_exports_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_access_exports" ADD CONSTRAINT "subject_access_exports_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subject_access_exports_individual_idx" ON "subject_access_exports" USING btree ("individual_id","requested_at");--> statement-breakpoint
CREATE INDEX "subject_access_exports_expiry_idx" ON "subject_access_exports" USING btree ("expires_at");