CREATE TABLE "erasure_reports" (
	"report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"matter_id" uuid,
	"matter_reference" text NOT NULL,
	"trigger" text NOT NULL,
	"categories" text[] NOT NULL,
	"rule" text NOT NULL,
	"counts" jsonb NOT NULL,
	"erased_by" uuid,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"hold_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" uuid,
	"lifted_at" timestamp with time zone,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "retention_notices" (
	"matter_id" uuid NOT NULL,
	"category" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"due_day" date NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "retention_notices_matter_id_category_pk" PRIMARY KEY("matter_id","category")
);
--> statement-breakpoint
CREATE TABLE "retention_rules" (
	"organisation_id" uuid NOT NULL,
	"category" text NOT NULL,
	"months" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_rules_organisation_id_category_pk" PRIMARY KEY("organisation_id","category")
);
--> statement-breakpoint
ALTER TABLE "check_results" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_reports" ADD CONSTRAINT "erasure_reports_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_reports" ADD CONSTRAINT "erasure_reports_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_reports" ADD CONSTRAINT "erasure_reports_erased_by_users_user_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_set_by_users_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_lifted_by_users_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_reports_org_idx" ON "erasure_reports" USING btree ("organisation_id","erased_at");--> statement-breakpoint
CREATE INDEX "legal_holds_matter_idx" ON "legal_holds" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "legal_holds_org_idx" ON "legal_holds" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "retention_notices_org_idx" ON "retention_notices" USING btree ("organisation_id","due_day");