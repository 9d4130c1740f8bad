CREATE TABLE "estate_deadline_reminders" (
	"matter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"deadline_date" date NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_deadline_reminders_matter_id_kind_deadline_date_pk" PRIMARY KEY("matter_id","kind","deadline_date")
);
--> statement-breakpoint
ALTER TABLE "estate_deadline_reminders" ADD CONSTRAINT "estate_deadline_reminders_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;