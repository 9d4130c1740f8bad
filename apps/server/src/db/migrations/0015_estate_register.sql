CREATE TABLE "estate_items" (
	"estate_item_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"institution" text,
	"reference" text,
	"value_at_death" bigint NOT NULL,
	"share_hundredths" integer DEFAULT 10000 NOT NULL,
	"passes_by_survivorship" boolean DEFAULT false NOT NULL,
	"in_estate_for_probate" boolean DEFAULT true NOT NULL,
	"realised_amount" bigint,
	"realised_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "estate_transactions" (
	"estate_transaction_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"estate_item_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "estate_items" ADD CONSTRAINT "estate_items_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_items" ADD CONSTRAINT "estate_items_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_items" ADD CONSTRAINT "estate_items_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_items" ADD CONSTRAINT "estate_items_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD CONSTRAINT "estate_transactions_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD CONSTRAINT "estate_transactions_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD CONSTRAINT "estate_transactions_estate_item_id_estate_items_estate_item_id_fk" FOREIGN KEY ("estate_item_id") REFERENCES "public"."estate_items"("estate_item_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD CONSTRAINT "estate_transactions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_transactions" ADD CONSTRAINT "estate_transactions_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_items_matter_idx" ON "estate_items" USING btree ("matter_id","kind","category");--> statement-breakpoint
CREATE INDEX "estate_transactions_matter_idx" ON "estate_transactions" USING btree ("matter_id","date");--> statement-breakpoint
CREATE INDEX "estate_transactions_item_idx" ON "estate_transactions" USING btree ("estate_item_id");