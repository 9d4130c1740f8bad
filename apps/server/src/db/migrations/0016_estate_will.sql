CREATE TABLE "estate_facts" (
	"matter_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"transferred_nil_rate_band_scaled" integer DEFAULT 0 NOT NULL,
	"transferred_residence_band_scaled" integer DEFAULT 0 NOT NULL,
	"home_to_descendants" boolean DEFAULT false NOT NULL,
	"home_to_descendants_value" bigint,
	"gazette_notice_on" date,
	"local_paper_notice_on" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_legacies" (
	"estate_legacy_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"component" text DEFAULT 'general' NOT NULL,
	"matter_charity_id" uuid,
	"beneficiary_name" text,
	"amount" bigint,
	"description" text,
	"estate_item_id" uuid,
	"share_kind" text,
	"share_percent_scaled" integer,
	"share_numerator" integer,
	"share_denominator" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "estate_lifetime_gifts" (
	"lifetime_gift_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"given_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"recipient" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "probate_stages" (
	"probate_stage_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"stage_on" date NOT NULL,
	"reason" text,
	"position" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_facts" ADD CONSTRAINT "estate_facts_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_facts" ADD CONSTRAINT "estate_facts_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_facts" ADD CONSTRAINT "estate_facts_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_legacies" ADD CONSTRAINT "estate_legacies_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_legacies" ADD CONSTRAINT "estate_legacies_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_legacies" ADD CONSTRAINT "estate_legacies_matter_charity_id_matter_charities_matter_charity_id_fk" FOREIGN KEY ("matter_charity_id") REFERENCES "public"."matter_charities"("matter_charity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_legacies" ADD CONSTRAINT "estate_legacies_estate_item_id_estate_items_estate_item_id_fk" FOREIGN KEY ("estate_item_id") REFERENCES "public"."estate_items"("estate_item_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_legacies" ADD CONSTRAINT "estate_legacies_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_lifetime_gifts" ADD CONSTRAINT "estate_lifetime_gifts_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probate_stages" ADD CONSTRAINT "probate_stages_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probate_stages" ADD CONSTRAINT "probate_stages_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_legacies_matter_idx" ON "estate_legacies" USING btree ("matter_id","created_at");--> statement-breakpoint
CREATE INDEX "estate_lifetime_gifts_matter_idx" ON "estate_lifetime_gifts" USING btree ("matter_id","sort_order");--> statement-breakpoint
CREATE INDEX "probate_stages_matter_idx" ON "probate_stages" USING btree ("matter_id","position");