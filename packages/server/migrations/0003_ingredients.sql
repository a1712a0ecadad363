CREATE TABLE "bar_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sub_category" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"alcohol_perc" double precision DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"infusion_time" integer,
	"is_vegan" boolean,
	"is_hot" boolean,
	"foam_air_speed" integer,
	"pump_speed" integer,
	"flavours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bar_id" uuid NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"global_id" uuid
);
--> statement-breakpoint
CREATE TABLE "global_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sub_category" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"alcohol_perc" double precision DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"infusion_time" integer,
	"is_vegan" boolean,
	"is_hot" boolean,
	"foam_air_speed" integer,
	"pump_speed" integer,
	"flavours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bar_ingredients" ADD CONSTRAINT "bar_ingredients_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_ingredients" ADD CONSTRAINT "bar_ingredients_global_id_global_ingredients_id_fk" FOREIGN KEY ("global_id") REFERENCES "public"."global_ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_ingredients_bar_kind_lower_name_idx" ON "bar_ingredients" USING btree ("bar_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "bar_ingredients_bar_kind_name_idx" ON "bar_ingredients" USING btree ("bar_id","kind","name");--> statement-breakpoint
CREATE INDEX "bar_ingredients_bar_kind_category_idx" ON "bar_ingredients" USING btree ("bar_id","kind","category","name");--> statement-breakpoint
CREATE UNIQUE INDEX "global_ingredients_kind_lower_name_idx" ON "global_ingredients" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "global_ingredients_kind_name_idx" ON "global_ingredients" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "global_ingredients_kind_category_idx" ON "global_ingredients" USING btree ("kind","category","name");