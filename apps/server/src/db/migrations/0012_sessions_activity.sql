ALTER TABLE "oidc_payloads" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oidc_payloads" ADD COLUMN "last_active_at" timestamp with time zone;