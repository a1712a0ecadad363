ALTER TABLE "bars" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "rows_total" integer;--> statement-breakpoint
ALTER TABLE "export_requests" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;