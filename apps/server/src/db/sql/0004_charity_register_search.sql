-- Issue 16: the charity register search (integrations/charity-register/local.ts) over the full
-- register (about 400,000 charities). A name matches as a case-insensitive substring
-- (charity_name ILIKE '%term%'): a trigram index answers it without reading the table. A search
-- by number compares registered_charity_number (charity_register_number_uq leads with it) and
-- organisation_number (the primary key), both btrees, OR'd with the name (a bitmap of the three).
-- pg_trgm is created by db/migrate.ts before any migration (on PGlite from its contrib bundle).
CREATE INDEX IF NOT EXISTS charity_register_name_trgm_idx ON charity_register USING gin (charity_name gin_trgm_ops);
