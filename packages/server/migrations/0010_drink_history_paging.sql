-- The drink-history lists (docs/performance.md, B2/B4): counts of the finished drinks per bar and
-- status (in all, per UTC day, per UTC hour) kept by triggers, and the list's order in one index.
CREATE TABLE IF NOT EXISTS "drink_counts" (
	"bar_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "drink_counts_bar_id_status_pk" PRIMARY KEY("bar_id","status"),
	CONSTRAINT "drink_counts_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "drink_day_counts" (
	"bar_id" uuid NOT NULL,
	"status" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "drink_day_counts_bar_id_status_day_pk" PRIMARY KEY("bar_id","status","day"),
	CONSTRAINT "drink_day_counts_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "drink_hour_counts" (
	"bar_id" uuid NOT NULL,
	"status" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "drink_hour_counts_bar_id_status_hour_pk" PRIMARY KEY("bar_id","status","hour"),
	CONSTRAINT "drink_hour_counts_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
DROP INDEX IF EXISTS "drinks_bar_status_created_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "drinks_bar_status_created_id_idx" ON "drinks" USING btree ("bar_id","status","created_at","id");
--> statement-breakpoint
-- The counts follow every drink in a finished status (delivered, error, error_ack, canceled), in the
-- drink's own transaction. Active statuses are not counted: the triggers' WHEN clauses leave the
-- queue's open → producing → ready → delivering steps alone. Days and hours are UTC (date_bin on
-- timestamptz does not depend on the session's time zone).
CREATE OR REPLACE FUNCTION "drink_counts_add"(bar uuid, st text, at timestamptz, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d timestamptz := date_bin('1 day', at, timestamptz '2000-01-01 00:00:00+00');
  h timestamptz := date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00');
BEGIN
  IF st NOT IN ('delivered', 'error', 'error_ack', 'canceled') THEN
    RETURN;
  END IF;
  IF delta > 0 THEN
    INSERT INTO "drink_counts" AS c ("bar_id", "status", "n") VALUES (bar, st, delta)
      ON CONFLICT ("bar_id", "status") DO UPDATE SET "n" = c."n" + delta;
    INSERT INTO "drink_day_counts" AS c ("bar_id", "status", "day", "n") VALUES (bar, st, d, delta)
      ON CONFLICT ("bar_id", "status", "day") DO UPDATE SET "n" = c."n" + delta;
    INSERT INTO "drink_hour_counts" AS c ("bar_id", "status", "hour", "n") VALUES (bar, st, h, delta)
      ON CONFLICT ("bar_id", "status", "hour") DO UPDATE SET "n" = c."n" + delta;
  ELSE
    -- never an insert here: a bar being deleted takes its counts with it (cascade), before or after its drinks
    UPDATE "drink_counts" SET "n" = "n" + delta WHERE "bar_id" = bar AND "status" = st;
    UPDATE "drink_day_counts" SET "n" = "n" + delta WHERE "bar_id" = bar AND "status" = st AND "day" = d;
    UPDATE "drink_hour_counts" SET "n" = "n" + delta WHERE "bar_id" = bar AND "status" = st AND "hour" = h;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "drinks_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "drink_counts_add"(OLD."bar_id", OLD."status", OLD."created_at", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "drink_counts_add"(NEW."bar_id", NEW."status", NEW."created_at", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "drinks_counts_insert" AFTER INSERT ON "drinks" FOR EACH ROW
  WHEN (NEW."status" IN ('delivered', 'error', 'error_ack', 'canceled'))
  EXECUTE FUNCTION "drinks_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "drinks_counts_update" AFTER UPDATE OF "bar_id", "status", "created_at" ON "drinks" FOR EACH ROW
  WHEN ((OLD."status" IN ('delivered', 'error', 'error_ack', 'canceled') OR NEW."status" IN ('delivered', 'error', 'error_ack', 'canceled'))
    AND (OLD."bar_id", OLD."status", OLD."created_at") IS DISTINCT FROM (NEW."bar_id", NEW."status", NEW."created_at"))
  EXECUTE FUNCTION "drinks_keep_counts"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "drinks_counts_delete" AFTER DELETE ON "drinks" FOR EACH ROW
  WHEN (OLD."status" IN ('delivered', 'error', 'error_ack', 'canceled'))
  EXECUTE FUNCTION "drinks_keep_counts"();
--> statement-breakpoint
-- The drinks already stored. The triggers above hold every write to drinks until this migration commits.
DELETE FROM "drink_counts";
--> statement-breakpoint
DELETE FROM "drink_day_counts";
--> statement-breakpoint
DELETE FROM "drink_hour_counts";
--> statement-breakpoint
INSERT INTO "drink_counts" ("bar_id", "status", "n")
  SELECT "bar_id", "status", count(*) FROM "drinks" WHERE "status" IN ('delivered', 'error', 'error_ack', 'canceled') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "drink_day_counts" ("bar_id", "status", "day", "n")
  SELECT "bar_id", "status", date_bin('1 day', "created_at", timestamptz '2000-01-01 00:00:00+00'), count(*)
  FROM "drinks" WHERE "status" IN ('delivered', 'error', 'error_ack', 'canceled') GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "drink_hour_counts" ("bar_id", "status", "hour", "n")
  SELECT "bar_id", "status", date_bin('1 hour', "created_at", timestamptz '2000-01-01 00:00:00+00'), count(*)
  FROM "drinks" WHERE "status" IN ('delivered', 'error', 'error_ack', 'canceled') GROUP BY 1, 2, 3;
