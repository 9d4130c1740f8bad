CREATE TABLE "file_note_documents" (
	"file_note_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "file_note_documents_file_note_id_document_id_pk" PRIMARY KEY("file_note_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "file_notes" (
	"file_note_id" uuid PRIMARY KEY NOT NULL,
	"matter_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attendance_mode" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "file_note_documents" ADD CONSTRAINT "file_note_documents_file_note_id_file_notes_file_note_id_fk" FOREIGN KEY ("file_note_id") REFERENCES "public"."file_notes"("file_note_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_note_documents" ADD CONSTRAINT "file_note_documents_document_id_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_notes" ADD CONSTRAINT "file_notes_matter_id_matters_matter_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("matter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_notes" ADD CONSTRAINT "file_notes_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_notes" ADD CONSTRAINT "file_notes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_notes_matter_idx" ON "file_notes" USING btree ("matter_id","occurred_at");