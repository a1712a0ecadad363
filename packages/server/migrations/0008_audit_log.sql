CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"email" text,
	"bar_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"target_id" text,
	"status_code" integer NOT NULL,
	"outcome" text NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_bar_at_idx" ON "audit_log" USING btree ("bar_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_at_idx" ON "audit_log" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");