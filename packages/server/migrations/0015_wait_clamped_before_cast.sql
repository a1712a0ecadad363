-- A drink's wait is clamped to 0..3600 s before it becomes an integer: cast first, a drink whose two
-- times lie more than 68 years apart (only hand-made data) could not be stored ("integer out of range").
CREATE OR REPLACE FUNCTION "drink_sales_add"(d "drinks", delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ch text := d."type";
  b timestamptz := date_bin('15 minutes', d."created_at", timestamptz '2000-01-01 00:00:00+00');
  dy timestamptz := date_bin('1 day', d."created_at", timestamptz '2000-01-01 00:00:00+00');
  done boolean := d."status" = 'delivered';
  sold numeric := CASE WHEN d."status" = 'delivered' AND d."remake_of" IS NULL THEN d."recipe_price" ELSE 0 END;
  w integer;
BEGIN
  IF d."status" NOT IN ('delivered', 'error', 'error_ack', 'canceled') THEN
    RETURN;
  END IF;
  IF d."remake_of" IS NOT NULL THEN
    ch := coalesce((SELECT s."type" FROM "drinks" s WHERE s."id" = d."remake_of"), d."type");
  END IF;
  w := least(greatest(floor(extract(epoch FROM d."updated_at" - d."created_at")), 0), 3600)::integer;
  IF delta > 0 THEN
    INSERT INTO "drink_sales_bins" AS t ("bar_id", "bin", "channel", "delivered", "errors", "canceled", "finished", "remakes", "revenue")
      VALUES (d."bar_id", b, ch, done::integer * delta, (d."status" IN ('error', 'error_ack'))::integer * delta, (d."status" = 'canceled')::integer * delta,
              delta, (d."remake_of" IS NOT NULL)::integer * delta, sold * delta)
      ON CONFLICT ("bar_id", "bin", "channel") DO UPDATE SET "delivered" = t."delivered" + excluded."delivered", "errors" = t."errors" + excluded."errors",
        "canceled" = t."canceled" + excluded."canceled", "finished" = t."finished" + excluded."finished", "remakes" = t."remakes" + excluded."remakes",
        "revenue" = t."revenue" + excluded."revenue";
    IF done THEN
      INSERT INTO "drink_day_recipes" AS t ("bar_id", "day", "recipe_name", "delivered", "revenue") VALUES (d."bar_id", dy, d."recipe_name", delta, sold * delta)
        ON CONFLICT ("bar_id", "day", "recipe_name") DO UPDATE SET "delivered" = t."delivered" + excluded."delivered", "revenue" = t."revenue" + excluded."revenue";
      INSERT INTO "drink_day_waits" AS t ("bar_id", "day", "channel", "waits") VALUES (d."bar_id", dy, ch, array_fill(0, ARRAY[w]) || delta)
        ON CONFLICT ("bar_id", "day", "channel") DO UPDATE SET "waits"[w + 1] = coalesce(t."waits"[w + 1], 0) + delta;
    END IF;
  ELSE
    -- never an insert here: a bar being deleted takes its counts with it (cascade), before or after its drinks
    UPDATE "drink_sales_bins" SET "delivered" = "delivered" + done::integer * delta, "errors" = "errors" + (d."status" IN ('error', 'error_ack'))::integer * delta,
        "canceled" = "canceled" + (d."status" = 'canceled')::integer * delta, "finished" = "finished" + delta,
        "remakes" = "remakes" + (d."remake_of" IS NOT NULL)::integer * delta, "revenue" = "revenue" + sold * delta
      WHERE "bar_id" = d."bar_id" AND "bin" = b AND "channel" = ch;
    IF done THEN
      UPDATE "drink_day_recipes" SET "delivered" = "delivered" + delta, "revenue" = "revenue" + sold * delta
        WHERE "bar_id" = d."bar_id" AND "day" = dy AND "recipe_name" = d."recipe_name";
      UPDATE "drink_day_waits" SET "waits"[w + 1] = coalesce("waits"[w + 1], 0) + delta WHERE "bar_id" = d."bar_id" AND "day" = dy AND "channel" = ch;
    END IF;
  END IF;
END
$$;
