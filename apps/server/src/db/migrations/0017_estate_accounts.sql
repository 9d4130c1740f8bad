CREATE TABLE "estate_accounts_approvals" (
	"approval_id" uuid PRIMARY KEY NOT NULL,
	"finalisation_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"beneficiary_id" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"method" text NOT NULL,
	"approved_on" date NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_accounts_finals" (
	"finalisation_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"accounts" jsonb NOT NULL,
	"finalised_by" uuid,
	"finalised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD COLUMN "charged_to" text;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD COLUMN "estate_legacy_id" uuid;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD COLUMN "distribution" text;--> statement-breakpoint
ALTER TABLE "estate_accounts_approvals" ADD CONSTRAINT "estate_accounts_approvals_finalisation_id_estate_accounts_finals_finalisation_id_fk" FOREIGN KEY ("finalisation_id") REFERENCES "public"."estate_accounts_finals"("finalisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_accounts_approvals" ADD CONSTRAINT "estate_accounts_approvals_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_accounts_approvals" ADD CONSTRAINT "estate_accounts_approvals_recorded_by_users_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_accounts_finals" ADD CONSTRAINT "estate_accounts_finals_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_accounts_finals" ADD CONSTRAINT "estate_accounts_finals_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_accounts_finals" ADD CONSTRAINT "estate_accounts_finals_finalised_by_users_user_id_fk" FOREIGN KEY ("finalised_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estate_accounts_approvals_once" ON "estate_accounts_approvals" USING btree ("finalisation_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "estate_accounts_finals_matter_idx" ON "estate_accounts_finals" USING btree ("matter_id","finalised_at");--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD CONSTRAINT "estate_transactions_estate_legacy_id_estate_legacies_estate_legacy_id_fk" FOREIGN KEY ("estate_legacy_id") REFERENCES "public"."estate_legacies"("estate_legacy_id") ON DELETE set null ON UPDATE no action;