-- A restored database starts with its outbox paused: the restore (src/lib/db/backup-tool.ts)
-- writes this one row, and the mails up to held_through_id (those waiting when the backup was
-- made) are not sent until the operator releases them (`npm run bookings -- outbox release`) or
-- drops them (`outbox drop`: status 'dropped', never sent). Mails queued after the restore go.
CREATE TABLE "outbox_pause" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"held_through_id" integer NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "outbox_pause_single_row" CHECK ("outbox_pause"."id" = 1)
);
