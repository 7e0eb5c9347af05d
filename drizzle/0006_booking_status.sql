-- The status becomes an enum (src/booking/status.ts): a value no code knows is refused by the
-- database. Existing rows keep their state (every writer used these words). The type lives in the
-- schema of the search path, like the tables, so several schemas of one database each have theirs.
-- The exclusion constraint's predicate compares the status with text: it is dropped while the
-- column changes type and added again unchanged. The blocked-time trigger's function
-- (drizzle/0005) is replaced with the same body: a session that ran it before keeps a plan that
-- reads the status as text, and replacing the function makes every session plan it again.
CREATE TYPE "booking_status" AS ENUM('pending', 'proposed', 'confirmed', 'declined', 'cancelled', 'expired', 'received');--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_no_overlap";--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "status" SET DATA TYPE "booking_status" USING "status"::"booking_status";--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_no_overlap" EXCLUDE USING gist (
  "resource" WITH =,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('pending', 'proposed', 'confirmed'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_requests_refuse_blocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('pending', 'proposed', 'confirmed') THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext(TG_TABLE_SCHEMA || '.blocked_times'));
    IF EXISTS (
      SELECT 1 FROM "blocked_times" AS b
      WHERE (b."resource" = NEW."resource" OR b."resource" = '*')
        AND b."starts_at" < NEW."blocked_until" AND NEW."starts_at" < b."ends_at"
    ) THEN
      RAISE EXCEPTION 'the time is blocked by the staff' USING ERRCODE = '23P01', CONSTRAINT = 'booking_requests_blocked';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
