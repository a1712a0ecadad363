-- Sales analytics (issue 21): a remake names the drink it remakes (remake_of), and the counts the analytics
-- read instead of a busy bar's drinks, kept by triggers on drinks like the history's counts (0010).
CREATE TABLE "drink_day_recipes" (
	"bar_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"recipe_name" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "drink_day_recipes_bar_id_day_recipe_name_pk" PRIMARY KEY("bar_id","day","recipe_name")
);
--> statement-breakpoint
CREATE TABLE "drink_day_waits" (
	"bar_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"waits" integer[] NOT NULL,
	CONSTRAINT "drink_day_waits_bar_id_day_channel_pk" PRIMARY KEY("bar_id","day","channel")
);
--> statement-breakpoint
CREATE TABLE "drink_sales_bins" (
	"bar_id" uuid NOT NULL,
	"bin" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"remakes" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "drink_sales_bins_bar_id_bin_channel_pk" PRIMARY KEY("bar_id","bin","channel")
);
--> statement-breakpoint
ALTER TABLE "drinks" ADD COLUMN "remake_of" uuid;--> statement-breakpoint
ALTER TABLE "drink_day_recipes" ADD CONSTRAINT "drink_day_recipes_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drink_day_waits" ADD CONSTRAINT "drink_day_waits_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drink_sales_bins" ADD CONSTRAINT "drink_sales_bins_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A finished drink's part in the counts, added (delta 1) or taken away (delta -1). Its channel is its type, or for a
-- remake the type of the drink it remakes; its wait is delivered (updated_at: a delivered drink never changes again)
-- minus ordered, in whole seconds, at most an hour. Bins of 15 minutes and days are UTC.
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
  w := least(greatest(floor(extract(epoch FROM d."updated_at" - d."created_at"))::integer, 0), 3600);
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "drinks_keep_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "drink_sales_add"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "drink_sales_add"(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "drinks_sales_insert" AFTER INSERT ON "drinks" FOR EACH ROW
  WHEN (NEW."status" IN ('delivered', 'error', 'error_ack', 'canceled'))
  EXECUTE FUNCTION "drinks_keep_sales"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "drinks_sales_update"
  AFTER UPDATE OF "bar_id", "status", "created_at", "updated_at", "type", "recipe_name", "recipe_price", "remake_of" ON "drinks" FOR EACH ROW
  WHEN ((OLD."status" IN ('delivered', 'error', 'error_ack', 'canceled') OR NEW."status" IN ('delivered', 'error', 'error_ack', 'canceled'))
    AND (OLD."bar_id", OLD."status", OLD."created_at", OLD."updated_at", OLD."type", OLD."recipe_name", OLD."recipe_price", OLD."remake_of")
      IS DISTINCT FROM (NEW."bar_id", NEW."status", NEW."created_at", NEW."updated_at", NEW."type", NEW."recipe_name", NEW."recipe_price", NEW."remake_of"))
  EXECUTE FUNCTION "drinks_keep_sales"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "drinks_sales_delete" AFTER DELETE ON "drinks" FOR EACH ROW
  WHEN (OLD."status" IN ('delivered', 'error', 'error_ack', 'canceled'))
  EXECUTE FUNCTION "drinks_keep_sales"();
--> statement-breakpoint
-- The drinks already stored (the triggers above hold every write to drinks until this migration commits).
INSERT INTO "drink_sales_bins" ("bar_id", "bin", "channel", "delivered", "errors", "canceled", "finished", "remakes", "revenue")
  SELECT d."bar_id", date_bin('15 minutes', d."created_at", timestamptz '2000-01-01 00:00:00+00'), d."type",
         count(*) FILTER (WHERE d."status" = 'delivered'), count(*) FILTER (WHERE d."status" IN ('error', 'error_ack')),
         count(*) FILTER (WHERE d."status" = 'canceled'), count(*), 0, coalesce(sum(d."recipe_price") FILTER (WHERE d."status" = 'delivered'), 0)
  FROM "drinks" d WHERE d."status" IN ('delivered', 'error', 'error_ack', 'canceled') GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "drink_day_recipes" ("bar_id", "day", "recipe_name", "delivered", "revenue")
  SELECT d."bar_id", date_bin('1 day', d."created_at", timestamptz '2000-01-01 00:00:00+00'), d."recipe_name", count(*), sum(d."recipe_price")
  FROM "drinks" d WHERE d."status" = 'delivered' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "drink_day_waits" ("bar_id", "day", "channel", "waits")
  WITH h AS (
    SELECT d."bar_id", date_bin('1 day', d."created_at", timestamptz '2000-01-01 00:00:00+00') AS "day", d."type" AS "channel",
           least(greatest(floor(extract(epoch FROM d."updated_at" - d."created_at"))::integer, 0), 3600) AS w, count(*)::integer AS n
    FROM "drinks" d WHERE d."status" = 'delivered' GROUP BY 1, 2, 3, 4
  ), m AS (SELECT "bar_id", "day", "channel", max(w) AS top FROM h GROUP BY 1, 2, 3)
  SELECT m."bar_id", m."day", m."channel", array_agg(coalesce(h.n, 0) ORDER BY s)
  FROM m CROSS JOIN LATERAL generate_series(0, m.top) AS s
  LEFT JOIN h ON h."bar_id" = m."bar_id" AND h."day" = m."day" AND h."channel" = m."channel" AND h.w = s
  GROUP BY 1, 2, 3;
