CREATE TABLE "legacy_contacts" (
	"contact_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_id" uuid NOT NULL,
	"role" text DEFAULT 'executor' NOT NULL,
	"name" text NOT NULL,
	"email_address" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_entries" ADD COLUMN "legacy_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_notifications" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "individuals" ADD COLUMN "date_of_death" date;--> statement-breakpoint
ALTER TABLE "legacies" ADD COLUMN "notified_date" date;--> statement-breakpoint
ALTER TABLE "legacies" ADD COLUMN "notified_by" text;--> statement-breakpoint
ALTER TABLE "legacies" ADD COLUMN "date_of_will" date;--> statement-breakpoint
ALTER TABLE "legacies" ADD COLUMN "expected_receipt_date" date;--> statement-breakpoint
ALTER TABLE "legacy_contacts" ADD CONSTRAINT "legacy_contacts_legacy_id_legacies_legacy_id_fk" FOREIGN KEY ("legacy_id") REFERENCES "public"."legacies"("legacy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_contacts_legacy_idx" ON "legacy_contacts" USING btree ("legacy_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_legacy_time_idx" ON "activity_entries" USING btree ("legacy_id","date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "legacies_org_reference_uq" ON "legacies" USING btree ("organisation_id",lower("reference")) WHERE "legacies"."matter_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "legacies_org_charity_reference_uq" ON "legacies" USING btree ("organisation_id",lower("charity_reference")) WHERE "legacies"."charity_reference" IS NOT NULL AND "legacies"."charity_reference" <> '';