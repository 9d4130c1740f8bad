CREATE TABLE "activity_entries" (
	"activity_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"matter_id" uuid,
	"reference" text,
	"user_id" uuid,
	"activity_type" text NOT NULL,
	"object" text,
	"action" text NOT NULL,
	"text" text,
	"date_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"audit_event_id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"organisation_id" uuid,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "individuals" (
	"individual_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"individual_type_id" text NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email_address" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_team" (
	"matter_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matter_team_matter_id_user_id_pk" PRIMARY KEY("matter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "matters" (
	"matter_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"matter_type_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"matter_owner" uuid,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_date" timestamp with time zone,
	"archived_date" timestamp with time zone,
	"probate_reference" text,
	"date_of_death" date,
	"date_of_probate" date,
	"grant_submitted" boolean DEFAULT false NOT NULL,
	"accounts_approved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"organisation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_organisation" uuid,
	"organisation_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"accounts_reference" text,
	"company_no" text,
	"vat_reg_no" text,
	"sra_number" text,
	"dpr_no" text,
	"source" text,
	"locked" boolean DEFAULT false NOT NULL,
	"integrated" boolean DEFAULT true NOT NULL,
	"integration_details" jsonb,
	"live" boolean DEFAULT true NOT NULL,
	"address1" text,
	"address2" text,
	"address3" text,
	"address4" text,
	"address5" text,
	"city_town" text,
	"county" text,
	"post_code" text,
	"country" text,
	"main_contact_user" uuid,
	"billing_contact_user" uuid,
	"technical_contact_user" uuid,
	"referral_code" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email_address" text NOT NULL,
	"profile_image" text,
	"roles" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login" timestamp with time zone,
	"password_hash" text,
	"external_issuer" text,
	"external_subject" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"sign_in_locked_until" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_team" ADD CONSTRAINT "matter_team_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_team" ADD CONSTRAINT "matter_team_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_matter_owner_users_user_id_fk" FOREIGN KEY ("matter_owner") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_org_time_idx" ON "activity_entries" USING btree ("organisation_id","date_time");--> statement-breakpoint
CREATE INDEX "activity_matter_time_idx" ON "activity_entries" USING btree ("matter_id","date_time");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "individuals_matter_idx" ON "individuals" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "individuals_user_idx" ON "individuals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matter_team_user_idx" ON "matter_team" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matters_org_created_idx" ON "matters" USING btree ("organisation_id","created_date");--> statement-breakpoint
CREATE INDEX "matters_org_status_idx" ON "matters" USING btree ("organisation_id","status_id");--> statement-breakpoint
CREATE INDEX "matters_reference_idx" ON "matters" USING btree (lower("reference"));--> statement-breakpoint
CREATE INDEX "organisations_type_idx" ON "organisations" USING btree ("organisation_type");--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_unique" ON "users" USING btree ("external_issuer","external_subject");--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");