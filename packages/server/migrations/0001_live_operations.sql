CREATE TABLE "bar_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"command" text NOT NULL,
	"args" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"error" text,
	"issued_by" uuid,
	"issued_by_email" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drinks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"type" text DEFAULT 'App' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"color" text,
	"recipe" jsonb NOT NULL,
	"recipe_name" text NOT NULL,
	"recipe_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"recipe_category" text DEFAULT '' NOT NULL,
	"name" text,
	"delivery_position" integer,
	"robot_display_name" text,
	"app_order_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bar_commands" ADD CONSTRAINT "bar_commands_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_commands" ADD CONSTRAINT "bar_commands_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drinks" ADD CONSTRAINT "drinks_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_commands_idempotency_idx" ON "bar_commands" USING btree ("bar_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bar_commands_bar_created_idx" ON "bar_commands" USING btree ("bar_id","created_at");--> statement-breakpoint
CREATE INDEX "bar_commands_open_idx" ON "bar_commands" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "drinks_bar_status_created_idx" ON "drinks" USING btree ("bar_id","status","created_at");--> statement-breakpoint
CREATE INDEX "drinks_bar_created_idx" ON "drinks" USING btree ("bar_id","created_at");--> statement-breakpoint
CREATE INDEX "drinks_app_order_idx" ON "drinks" USING btree ("app_order_id");