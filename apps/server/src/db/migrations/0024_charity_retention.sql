CREATE TABLE "legacy_retention_notices" (
	"legacy_id" uuid NOT NULL,
	"category" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"due_day" date NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "legacy_retention_notices_legacy_id_category_pk" PRIMARY KEY("legacy_id","category")
);
--> statement-breakpoint
ALTER TABLE "legal_holds" ALTER COLUMN "matter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "legacies" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legacies" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "erasure_reports" ADD COLUMN "legacy_id" uuid;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD COLUMN "legacy_id" uuid;--> statement-breakpoint
ALTER TABLE "legacy_retention_notices" ADD CONSTRAINT "legacy_retention_notices_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_retention_notices" ADD CONSTRAINT "legacy_retention_notices_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_retention_notices_org_idx" ON "legacy_retention_notices" USING btree ("organisation_id","due_day");--> statement-breakpoint
ALTER TABLE "erasure_reports" ADD CONSTRAINT "erasure_reports_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_holds_legacy_idx" ON "legal_holds" USING btree ("legacy_id");--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_one_object" CHECK (("legal_holds"."matter_id" IS NULL) <> ("legal_holds"."legacy_id" IS NULL));