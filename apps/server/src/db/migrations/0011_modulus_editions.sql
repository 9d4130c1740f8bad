CREATE TABLE "modulus_editions" (
	"edition_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"weights_file_name" text,
	"substitutions_file_name" text,
	"weights_text" text NOT NULL,
	"substitutions_text" text NOT NULL,
	"weight_rows" integer NOT NULL,
	"substitution_rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loaded_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "modulus_editions" ADD CONSTRAINT "modulus_editions_loaded_by_user_id_users_user_id_fk" FOREIGN KEY ("loaded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;