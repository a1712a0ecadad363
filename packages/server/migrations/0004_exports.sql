CREATE TABLE "export_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"collection_name" text NOT NULL,
	"search" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"user_display" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"filepath" text,
	"rows" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_bar_id_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_requests_bar_created_idx" ON "export_requests" USING btree ("bar_id","created_at");--> statement-breakpoint
CREATE INDEX "export_requests_pending_idx" ON "export_requests" USING btree ("status","lease_until");