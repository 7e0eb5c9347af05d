CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" text
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claim_token" text;