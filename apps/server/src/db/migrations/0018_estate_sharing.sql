CREATE TABLE "estate_lead_choices" (
	"matter_id" uuid NOT NULL,
	"matter_charity_id" uuid NOT NULL,
	"lead_matter_charity_id" uuid NOT NULL,
	"lead_may_approve" boolean DEFAULT false NOT NULL,
	"chosen_by" uuid,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_lead_choices_matter_id_matter_charity_id_pk" PRIMARY KEY("matter_id","matter_charity_id")
);
--> statement-breakpoint
CREATE TABLE "estate_progress_seen" (
	"legacy_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_sharing" (
	"matter_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"share_figures" boolean DEFAULT false NOT NULL,
	"share_accounts" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_estate_notes" (
	"legacy_id" uuid PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_lead_choices" ADD CONSTRAINT "estate_lead_choices_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_lead_choices" ADD CONSTRAINT "estate_lead_choices_matter_charity_id_matter_charities_matter_charity_id_fk" FOREIGN KEY ("matter_charity_id") REFERENCES "public"."matter_charities"("matter_charity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_lead_choices" ADD CONSTRAINT "estate_lead_choices_lead_matter_charity_id_matter_charities_matter_charity_id_fk" FOREIGN KEY ("lead_matter_charity_id") REFERENCES "public"."matter_charities"("matter_charity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_lead_choices" ADD CONSTRAINT "estate_lead_choices_chosen_by_users_user_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_progress_seen" ADD CONSTRAINT "estate_progress_seen_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_progress_seen" ADD CONSTRAINT "estate_progress_seen_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_sharing" ADD CONSTRAINT "estate_sharing_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_sharing" ADD CONSTRAINT "estate_sharing_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_sharing" ADD CONSTRAINT "estate_sharing_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_estate_notes" ADD CONSTRAINT "legacy_estate_notes_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_estate_notes" ADD CONSTRAINT "legacy_estate_notes_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_progress_seen_matter_idx" ON "estate_progress_seen" USING btree ("matter_id");