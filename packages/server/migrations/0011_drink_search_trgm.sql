-- The drink history's "contains" searches (name, recipe.name: ILIKE '%text%') use trigram indexes where
-- the server has pg_trgm (PostgreSQL with its contrib modules). Where it has not — PGlite opened without
-- the pg_trgm bundle, a server without contrib, a role that may not create extensions — the migration
-- still succeeds and the searches read the bar's rows as before. Kept out of the drizzle table
-- definitions on purpose: the indexes may or may not exist.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): drink searches stay without trigram indexes', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "drinks_name_trgm_idx" ON "drinks" USING gin ("name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "drinks_recipe_name_trgm_idx" ON "drinks" USING gin ("recipe_name" gin_trgm_ops);
  END IF;
END
$$;
