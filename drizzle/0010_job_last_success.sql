ALTER TABLE "scheduled_jobs" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
-- Runs recorded before this column: the last one counts as a success unless it failed.
UPDATE "scheduled_jobs" SET "last_success_at" = "last_run_at" WHERE "last_run_at" IS NOT NULL AND "last_result" NOT LIKE 'failed:%';
