CREATE TABLE "check_results" (
	"check_result_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"individual_id" uuid NOT NULL,
	"matter_id" uuid,
	"organisation_id" uuid NOT NULL,
	"check_type_id" uuid NOT NULL,
	"service" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"test_mode" boolean NOT NULL,
	"check_completed" boolean DEFAULT false NOT NULL,
	"passed" boolean,
	"score" integer,
	"sanction_match" boolean,
	"pep_match" boolean,
	"invalid_docs" boolean,
	"result_date" timestamp with time zone,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_notifications" (
	"notification_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"individual_id" uuid,
	"check_result_id" uuid,
	"message" text NOT NULL,
	"action_text" text NOT NULL,
	"action_target_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "screening_designations" (
	"designation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"unique_id" text NOT NULL,
	"regime_name" text,
	"individual_entity_ship" text,
	"date_designated" text,
	"last_updated" text,
	"sanctions_imposed" text,
	"other_information" text,
	"names" jsonb NOT NULL,
	"dobs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nationalities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_file" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "middle_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "mobile_telephone" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "address_line2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "address_line3" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "city_town" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "nino" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "passport" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "passport_mrz" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "driving_licence" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "id_card" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "travel_visa" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "bank_sort_code" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "bank_account_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "bank_account_verification" text DEFAULT 'notProvided' NOT NULL;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "last_updated" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "check_results" ADD CONSTRAINT "check_results_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_results" ADD CONSTRAINT "check_results_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_notifications" ADD CONSTRAINT "server_notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_notifications" ADD CONSTRAINT "server_notifications_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_notifications" ADD CONSTRAINT "server_notifications_check_result_id_check_results_check_result_id_fk" FOREIGN KEY ("check_result_id") REFERENCES "public"."check_results"("check_result_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_results_individual_idx" ON "check_results" USING btree ("individual_id","requested_at");--> statement-breakpoint
CREATE INDEX "check_results_org_idx" ON "check_results" USING btree ("organisation_id","requested_at");--> statement-breakpoint
CREATE INDEX "check_results_pending_idx" ON "check_results" USING btree ("check_completed","requested_at");--> statement-breakpoint
CREATE INDEX "server_notifications_user_idx" ON "server_notifications" USING btree ("user_id","resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_designations_unique" ON "screening_designations" USING btree ("list","unique_id");--> statement-breakpoint
CREATE INDEX "screening_designations_list_idx" ON "screening_designations" USING btree ("list","individual_entity_ship");--> statement-breakpoint
CREATE INDEX "individuals_org_idx" ON "individuals" USING btree ("organisation_id","surname");