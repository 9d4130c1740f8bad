CREATE TABLE "client_request_documents" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "client_request_documents_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"matter_id" uuid NOT NULL,
	"individual_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"detail" text,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"reminder_days" integer NOT NULL,
	"answer" text,
	"comment" text,
	"created_by" uuid,
	"answered_by" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_request_documents" ADD CONSTRAINT "client_request_documents_request_id_client_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."client_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_request_documents" ADD CONSTRAINT "client_request_documents_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_individual_id_individuals_individual_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("individual_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_answered_by_users_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_request_documents_doc_idx" ON "client_request_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "client_requests_matter_idx" ON "client_requests" USING btree ("matter_id","date_created");--> statement-breakpoint
CREATE INDEX "client_requests_waiting_idx" ON "client_requests" USING btree ("status","opened_at");