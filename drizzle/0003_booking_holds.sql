-- Bookings hold real time: a resource (room:<slug> or hall:<n>) and a start, end and end plus buffer
-- as timestamptz. An exclusion constraint refuses two holding rows (pending, proposed, confirmed)
-- of one resource whose [starts_at, blocked_until) overlap; btree_gist lets a GiST index compare the
-- resource with = beside the range with &&. Installed in public so a schema dropped later (tests)
-- never takes the extension, and every other schema's constraint, with it.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "resource" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
-- Requests stored before holds: the wall-clock date and time in Europe/Podgorica become the start;
-- the length was not stored, so a room counts 60 minutes and a birthday 120 (every birthday in
-- party hall 1), plus the 15-minute buffer. A text that is not a date and time keeps its
-- creation time. They stay `received` (not holding) unless they are in the future and overlap
-- no earlier request of the same resource: those become `pending` and hold their time.
UPDATE "booking_requests" SET
  "resource" = CASE WHEN "form" = 'room' THEN 'room:' || coalesce("room_slug", '') ELSE 'hall:1' END,
  "starts_at" = CASE
    WHEN "preferred_date" ~ '^\d{4}-\d{2}-\d{2}$' AND "preferred_time" ~ '^\d{2}:\d{2}$'
      THEN ("preferred_date" || ' ' || "preferred_time")::timestamp AT TIME ZONE 'Europe/Podgorica'
    ELSE "created_at" END;--> statement-breakpoint
UPDATE "booking_requests" SET
  "ends_at" = "starts_at" + CASE WHEN "form" = 'room' THEN interval '60 minutes' ELSE interval '120 minutes' END,
  "blocked_until" = "starts_at" + CASE WHEN "form" = 'room' THEN interval '75 minutes' ELSE interval '135 minutes' END;--> statement-breakpoint
UPDATE "booking_requests" AS b SET "status" = 'pending'
  WHERE b."status" = 'received' AND b."starts_at" > now()
  AND NOT EXISTS (
    SELECT 1 FROM "booking_requests" AS o
    WHERE o."resource" = b."resource" AND o."id" < b."id" AND o."starts_at" > now()
      AND o."starts_at" < b."blocked_until" AND b."starts_at" < o."blocked_until"
  );--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "resource" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" DROP COLUMN "preferred_date";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP COLUMN "preferred_time";--> statement-breakpoint
CREATE INDEX "booking_requests_resource_idx" ON "booking_requests" USING btree ("resource","starts_at");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_no_overlap" EXCLUDE USING gist (
  "resource" WITH =,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('pending', 'proposed', 'confirmed'));
