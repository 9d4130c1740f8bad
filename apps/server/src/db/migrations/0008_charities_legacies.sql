CREATE TABLE "legacies" (
	"legacy_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"matter_id" uuid,
	"reference" text NOT NULL,
	"charity_reference" text,
	"probate_reference" text,
	"status_id" uuid NOT NULL,
	"deceased_individual_id" uuid,
	"date_of_death" date,
	"date_of_probate" date,
	"accounts_approved" boolean DEFAULT false NOT NULL,
	"grant_submitted" boolean DEFAULT false NOT NULL,
	"nominated_bank_account_id" uuid,
	"bank_account_visible_to_firm" boolean DEFAULT false NOT NULL,
	"payment_reference" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_details" (
	"legacy_detail_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" uuid NOT NULL,
	"legacy_type_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_pence" bigint NOT NULL,
	"is_estimate" boolean DEFAULT false NOT NULL,
	"is_percentage" boolean DEFAULT false NOT NULL,
	"percentage_value" numeric(7, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_team" (
	"legacy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_team_legacy_id_user_id_pk" PRIMARY KEY("legacy_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "charity_register" (
	"organisation_number" integer PRIMARY KEY NOT NULL,
	"registered_charity_number" integer NOT NULL,
	"linked_charity_number" integer DEFAULT 0 NOT NULL,
	"charity_name" text NOT NULL,
	"charity_type" text,
	"registration_status" text NOT NULL,
	"date_of_registration" date,
	"date_of_removal" date,
	"removal_reason" text,
	"reporting_status" text,
	"company_registration_number" text,
	"insolvent" boolean DEFAULT false NOT NULL,
	"in_administration" boolean DEFAULT false NOT NULL,
	"previously_excepted" boolean DEFAULT false NOT NULL,
	"cif_cdf" text,
	"latest_acc_fin_period_end_date" date,
	"last_modified_time" timestamp with time zone,
	"address1" text,
	"address2" text,
	"address3" text,
	"address4" text,
	"address5" text,
	"postcode" text,
	"phone" text,
	"email" text,
	"web" text,
	"trustees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_names" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matter_charities" (
	"matter_charity_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"charity_reg_no" integer NOT NULL,
	"charity_org_no" integer NOT NULL,
	"charity_suffix" integer DEFAULT 0 NOT NULL,
	"charity_name" text NOT NULL,
	"linked_organisation" uuid,
	"legacy_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "legacy_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "legacy_id" uuid;--> statement-breakpoint
ALTER TABLE "legacies" ADD CONSTRAINT "legacies_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacies" ADD CONSTRAINT "legacies_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacies" ADD CONSTRAINT "legacies_deceased_individual_id_individuals_individual_id_fk" FOREIGN KEY ("deceased_individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacies" ADD CONSTRAINT "legacies_nominated_bank_account_id_bank_accounts_bank_account_id_fk" FOREIGN KEY ("nominated_bank_account_id") REFERENCES "public"."bank_accounts"("bank_account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_details" ADD CONSTRAINT "legacy_details_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_team" ADD CONSTRAINT "legacy_team_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_team" ADD CONSTRAINT "legacy_team_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_charities" ADD CONSTRAINT "matter_charities_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_charities" ADD CONSTRAINT "matter_charities_linked_organisation_organisations_organisation_id_fk" FOREIGN KEY ("linked_organisation") REFERENCES "public"."organisations"("organisation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_charities" ADD CONSTRAINT "matter_charities_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacies_org_list_idx" ON "legacies" USING btree ("organisation_id","created_date");--> statement-breakpoint
CREATE INDEX "legacies_matter_idx" ON "legacies" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "legacies_bank_account_idx" ON "legacies" USING btree ("nominated_bank_account_id");--> statement-breakpoint
CREATE INDEX "legacy_details_legacy_idx" ON "legacy_details" USING btree ("legacy_id","created_at");--> statement-breakpoint
CREATE INDEX "legacy_team_user_idx" ON "legacy_team" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charity_register_number_uq" ON "charity_register" USING btree ("registered_charity_number","linked_charity_number");--> statement-breakpoint
CREATE INDEX "charity_register_name_idx" ON "charity_register" USING btree (lower("charity_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "matter_charities_matter_org_uq" ON "matter_charities" USING btree ("matter_id","charity_org_no");--> statement-breakpoint
CREATE INDEX "matter_charities_matter_idx" ON "matter_charities" USING btree ("matter_id","created_at");--> statement-breakpoint
CREATE INDEX "matter_charities_legacy_idx" ON "matter_charities" USING btree ("legacy_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_legacy_idx" ON "documents" USING btree ("legacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_legacy_uq" ON "conversations" USING btree ("legacy_id","conversation_type");