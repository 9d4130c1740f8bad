CREATE TABLE "bank_accounts" (
	"bank_account_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"sort_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"account_verified" boolean DEFAULT false NOT NULL,
	"description" text,
	"primary_contact_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_primary_contact_user_id_users_user_id_fk" FOREIGN KEY ("primary_contact_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_organisation_idx" ON "bank_accounts" USING btree ("organisation_id");