CREATE TABLE "bars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"enable_drink_builder" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'auto' NOT NULL,
	"status" text DEFAULT 'UNKNOWN' NOT NULL,
	"live_check" timestamp with time zone,
	"conveyors" integer DEFAULT 0 NOT NULL,
	"place_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"instance_infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"robotic_system" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"security" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bottle_alarm" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bottle_warning" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid,
	"tag_name" text NOT NULL,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'STOP' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bar_id" uuid NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"superadmin" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bars_name_idx" ON "bars" USING btree ("name");--> statement-breakpoint
CREATE INDEX "bars_created_at_idx" ON "bars" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "robots_bar_idx" ON "robots" USING btree ("bar_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_tag_name_idx" ON "robots" USING btree ("tag_name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_bar_idx" ON "user_roles" USING btree ("user_id","bar_id");--> statement-breakpoint
CREATE INDEX "user_roles_bar_idx" ON "user_roles" USING btree ("bar_id");