CREATE TABLE "app_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"nickname" text,
	"type" text NOT NULL,
	"payment_method" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transaction_id" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"refunded_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"nickname" text NOT NULL,
	"email" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_orders" ADD CONSTRAINT "app_orders_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_orders" ADD CONSTRAINT "app_orders_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_orders_bar_created_idx" ON "app_orders" USING btree ("bar_id","created_at");--> statement-breakpoint
CREATE INDEX "app_orders_bar_status_created_idx" ON "app_orders" USING btree ("bar_id","status","created_at");--> statement-breakpoint
CREATE INDEX "app_orders_bar_type_created_idx" ON "app_orders" USING btree ("bar_id","type","created_at");--> statement-breakpoint
CREATE INDEX "app_orders_bar_price_idx" ON "app_orders" USING btree ("bar_id","price");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_bar_created_idx" ON "vouchers" USING btree ("bar_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_bar_status_created_idx" ON "vouchers" USING btree ("bar_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_bar_type_created_idx" ON "vouchers" USING btree ("bar_id","type","created_at");--> statement-breakpoint
CREATE INDEX "drinks_bar_status_updated_idx" ON "drinks" USING btree ("bar_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "drinks_bar_status_type_created_idx" ON "drinks" USING btree ("bar_id","status","type","created_at");--> statement-breakpoint
CREATE INDEX "drinks_bar_status_recipe_name_idx" ON "drinks" USING btree ("bar_id","status","recipe_name");