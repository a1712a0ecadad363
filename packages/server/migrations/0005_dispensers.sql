CREATE TABLE "dispenser_valves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"dispenser_id" uuid NOT NULL,
	"graphic_code" text DEFAULT '' NOT NULL,
	"flavour_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispensers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"graphic_code" text DEFAULT '' NOT NULL,
	"ingredient_id" uuid,
	"row" integer,
	"column" integer,
	"fake" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"capacity_id" text,
	"doser_type" text,
	"alarm_level" double precision,
	"estimated_level" double precision,
	"actual_level" double precision,
	"dispensing_time" integer,
	"grinder_time" integer,
	"beverage_type" text,
	"robots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispenser_valves" ADD CONSTRAINT "dispenser_valves_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispenser_valves" ADD CONSTRAINT "dispenser_valves_dispenser_id_dispensers_id_fk" FOREIGN KEY ("dispenser_id") REFERENCES "public"."dispensers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispenser_valves" ADD CONSTRAINT "dispenser_valves_flavour_id_bar_ingredients_id_fk" FOREIGN KEY ("flavour_id") REFERENCES "public"."bar_ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensers" ADD CONSTRAINT "dispensers_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispensers" ADD CONSTRAINT "dispensers_ingredient_id_bar_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."bar_ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispenser_valves_dispenser_idx" ON "dispenser_valves" USING btree ("dispenser_id","position");--> statement-breakpoint
CREATE INDEX "dispensers_bar_kind_idx" ON "dispensers" USING btree ("bar_id","kind","position");