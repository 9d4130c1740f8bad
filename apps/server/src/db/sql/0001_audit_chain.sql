-- Issue 13: audit_events is append-only and every row carries a SHA-256 chain hash.
-- Applied once, after the drizzle migrations, by db/migrate.ts (recorded as sql/0001_audit_chain).
-- The canonical form is documented in audit/audit-chain.ts, which verifies the chain in Node.

-- The chain's head: the last event's hash, one row, locked by each insert so that concurrent
-- transactions append one after another. Only the trigger (SECURITY DEFINER) writes it.
CREATE TABLE IF NOT EXISTS audit_chain_head (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  last_hash text NOT NULL
);

-- An event's canonical content (version 1): a fixed field order, each field as
-- '|' || <UTF-8 byte length> || ':' || <text>, or '|-' when it is null.
CREATE OR REPLACE FUNCTION audit_event_canonical(
  event_id bigint, occurred_at timestamptz, actor_user_id uuid, organisation_id uuid,
  action text, object_type text, object_id text, ip text, details jsonb
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 'v1' || string_agg(CASE WHEN f IS NULL THEN '|-' ELSE '|' || octet_length(f) || ':' || f END, '' ORDER BY n)
    FROM unnest(ARRAY[
      event_id::text,
      to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      actor_user_id::text, organisation_id::text, action, object_type, object_id, ip, details::text
    ]) WITH ORDINALITY AS t(f, n)
$fn$;

CREATE OR REPLACE FUNCTION audit_chain_next(previous_hash text, canonical text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT encode(sha256(convert_to(previous_hash || canonical, 'UTF8')), 'hex')
$fn$;

-- BEFORE INSERT: lock the head (concurrent inserts wait here until the holder commits), give the
-- row its id under that lock (so id order is chain order), chain it and move the head.
CREATE OR REPLACE FUNCTION audit_events_chain() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER AS $fn$
DECLARE
  previous text;
BEGIN
  SELECT last_hash INTO previous FROM audit_chain_head WHERE only_row FOR UPDATE;
  IF previous IS NULL THEN
    RAISE EXCEPTION 'audit_chain_head is missing: the audit chain cannot continue';
  END IF;
  NEW.audit_event_id := nextval(pg_get_serial_sequence(TG_TABLE_SCHEMA || '.audit_events', 'audit_event_id'));
  NEW.chain_hash := audit_chain_next(previous, audit_event_canonical(
    NEW.audit_event_id, NEW.occurred_at, NEW.actor_user_id, NEW.organisation_id,
    NEW.action, NEW.object_type, NEW.object_id, NEW.ip, NEW.details));
  UPDATE audit_chain_head SET last_hash = NEW.chain_hash WHERE only_row;
  RETURN NEW;
END
$fn$;

CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$;

-- The rows written before the chain existed are chained in id order, once.
DO $do$
DECLARE
  r record;
  h text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM audit_events ORDER BY audit_event_id LOOP
    h := audit_chain_next(h, audit_event_canonical(r.audit_event_id, r.occurred_at, r.actor_user_id,
      r.organisation_id, r.action, r.object_type, r.object_id, r.ip, r.details));
    UPDATE audit_events SET chain_hash = h WHERE audit_event_id = r.audit_event_id;
  END LOOP;
  INSERT INTO audit_chain_head (only_row, last_hash) VALUES (true, h) ON CONFLICT (only_row) DO NOTHING;
  -- The SECURITY DEFINER function resolves its tables in this schema only, whoever calls it.
  EXECUTE format('ALTER FUNCTION audit_events_chain() SET search_path = %I, pg_temp', current_schema());
END
$do$;

ALTER TABLE audit_events ALTER COLUMN chain_hash SET NOT NULL;

CREATE TRIGGER audit_events_chain BEFORE INSERT ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_chain();
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
