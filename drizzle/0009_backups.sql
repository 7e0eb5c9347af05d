-- Backups the site writes on its schedule (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): one row per
-- attempt, successful or not, so the desk can show a failure and health checks read the last success.
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"file" text,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backup_runs_at_idx" ON "backup_runs" USING btree ("at");