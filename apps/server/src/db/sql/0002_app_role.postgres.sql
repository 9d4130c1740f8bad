-- Issue 13 (PostgreSQL only): the role the application runs as has no right to change the audit
-- trail. Migrations run as the owner of the tables; the application signs in as a role that is a
-- member of probity_app and takes it (ALTER ROLE <login> SET role = 'probity_app'): README.md.
DO $do$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'probity_app') THEN
    BEGIN
      CREATE ROLE probity_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the same server created it just now
    END;
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO probity_app', current_schema());
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO probity_app', current_schema());
  EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO probity_app', current_schema());
  -- Tables and sequences that later migrations create (as the same owner) get the same rights.
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO probity_app', current_schema());
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO probity_app', current_schema());
END
$do$;

REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM probity_app;
-- The chain's head is written by the insert trigger (SECURITY DEFINER, as the owner) only.
REVOKE ALL ON audit_chain_head FROM probity_app;
GRANT SELECT ON audit_chain_head TO probity_app;
