-- Issue 16: a matter's default title and its people's names, stored in `matters` and kept by
-- triggers in the same transaction as every write that changes them (an individual added,
-- renamed, retyped, moved or removed; the matter's type changed), whichever code path writes.
-- Applied once, after the drizzle migrations, by db/migrate.ts; the backfill at the end fills
-- the rows that exist. The rule is issue 14's (packages/domain matter-title.ts): "Estate of {the
-- deceased's full name}" for an Estate, the main individual's full name for a Will (testator) or
-- a Power of Attorney (donor), all the settlors of a Trust ("A, B and C"), in the order the
-- individuals were added; null when there is none. The ids are packages/domain's fixed ids.

CREATE OR REPLACE FUNCTION matter_default_title(p_matter_id uuid, p_matter_type_id uuid) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT CASE WHEN p_matter_type_id = '3a77e400-0000-4000-8000-000000000001'::uuid THEN 'Estate of ' || joined ELSE joined END
  FROM (
    SELECT CASE
      WHEN n IS NULL OR cardinality(n) = 0 THEN NULL
      WHEN p_matter_type_id IS DISTINCT FROM '3a77e400-0000-4000-8000-000000000003'::uuid THEN n[1]
      WHEN cardinality(n) <= 2 THEN array_to_string(n, ' and ')
      ELSE array_to_string(n[1:cardinality(n) - 1], ', ') || ' and ' || n[cardinality(n)]
    END AS joined
    FROM (
      SELECT array_agg(concat_ws(' ', nullif(btrim(i.first_name), ''), nullif(btrim(i.middle_names), ''),
          nullif(btrim(i.surname), '')) ORDER BY i.date_created, i.individual_id) AS n
      FROM individuals i
      WHERE i.matter_id = p_matter_id
        AND lower(i.individual_type_id) = CASE p_matter_type_id
          WHEN '3a77e400-0000-4000-8000-000000000001'::uuid THEN 'deceased'
          WHEN '3a77e400-0000-4000-8000-000000000002'::uuid THEN 'donor'
          WHEN '3a77e400-0000-4000-8000-000000000003'::uuid THEN 'settlor'
          WHEN '3a77e400-0000-4000-8000-000000000004'::uuid THEN 'testator' END
    ) AS names
  ) AS titles
$fn$;

-- What the list's search finds by people's names: each individual's "first surname" (the search
-- matched first name, surname, or both together), one per line, in the order they were added.
CREATE OR REPLACE FUNCTION matter_people_names(p_matter_id uuid) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT string_agg(i.first_name || ' ' || i.surname, E'\n' ORDER BY i.date_created, i.individual_id)
  FROM individuals i WHERE i.matter_id = p_matter_id
$fn$;

CREATE OR REPLACE FUNCTION matter_refresh_search(p_matter_id uuid) RETURNS void
LANGUAGE sql AS $fn$
  UPDATE matters m
  SET default_title = t.default_title, people_names = t.people_names
  FROM (SELECT matter_default_title(mm.matter_id, mm.matter_type_id) AS default_title,
               matter_people_names(mm.matter_id) AS people_names
        FROM matters mm WHERE mm.matter_id = p_matter_id) AS t
  WHERE m.matter_id = p_matter_id
    AND (m.default_title IS DISTINCT FROM t.default_title OR m.people_names IS DISTINCT FROM t.people_names)
$fn$;

CREATE OR REPLACE FUNCTION individuals_refresh_matter() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.matter_id IS NOT NULL THEN
    PERFORM matter_refresh_search(OLD.matter_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.matter_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.matter_id IS DISTINCT FROM OLD.matter_id) THEN
    PERFORM matter_refresh_search(NEW.matter_id);
  END IF;
  RETURN NULL;
END
$fn$;

DROP TRIGGER IF EXISTS individuals_refresh_matter ON individuals;
CREATE TRIGGER individuals_refresh_matter
  AFTER INSERT OR DELETE OR UPDATE OF matter_id, individual_type_id, first_name, middle_names, surname, date_created
  ON individuals FOR EACH ROW EXECUTE FUNCTION individuals_refresh_matter();

CREATE OR REPLACE FUNCTION matters_refresh_default_title() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.default_title := matter_default_title(NEW.matter_id, NEW.matter_type_id);
  RETURN NEW;
END
$fn$;

DROP TRIGGER IF EXISTS matters_refresh_default_title ON matters;
CREATE TRIGGER matters_refresh_default_title
  BEFORE UPDATE OF matter_type_id ON matters FOR EACH ROW
  WHEN (OLD.matter_type_id IS DISTINCT FROM NEW.matter_type_id)
  EXECUTE FUNCTION matters_refresh_default_title();

-- The matters that exist.
UPDATE matters m
SET default_title = matter_default_title(m.matter_id, m.matter_type_id),
    people_names = matter_people_names(m.matter_id)
WHERE EXISTS (SELECT 1 FROM individuals i WHERE i.matter_id = m.matter_id);
