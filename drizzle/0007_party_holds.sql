-- What a booking holds becomes rows of their own: a room booking holds its room; a birthday holds
-- its party hall and the escape room(s) its package plays (src/booking/rules/party-holds.ts). The
-- exclusion constraint moves from booking_requests to these rows: two holding rows of one
-- resource whose [starts_at, blocked_until) overlap are refused, whichever bookings they belong
-- to. `holding` follows the booking's status through triggers (pending, proposed and confirmed
-- hold: src/booking/rules/status.ts), so a status and its holds change in one statement and no
-- code can keep or release a hold apart from the status. Released rows stay: a cancelled party
-- still knows its rooms.
CREATE TABLE "booking_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"resource" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"holding" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_holds_booking_idx" ON "booking_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_holds_resource_idx" ON "booking_holds" USING btree ("resource","starts_at");--> statement-breakpoint
-- Today's holds move in: one per booking, on the resource it holds (a birthday stored before
-- this holds its hall only, no room: the desk shows it as a room to assign).
INSERT INTO "booking_holds" ("booking_id", "kind", "resource", "starts_at", "blocked_until", "holding")
  SELECT "id", CASE WHEN "resource" LIKE 'hall:%' THEN 'hall' ELSE 'room' END, "resource", "starts_at", "blocked_until",
    "status" IN ('pending', 'proposed', 'confirmed')
  FROM "booking_requests" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_no_overlap";--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_no_overlap" EXCLUDE USING gist (
  "resource" WITH =,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("holding");--> statement-breakpoint
-- A hold's `holding` is its booking's: set on every write of the hold, whatever the write says.
CREATE FUNCTION "booking_holds_follow_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."holding" := EXISTS (
    SELECT 1 FROM "booking_requests" AS r
    WHERE r."id" = NEW."booking_id" AND r."status" IN ('pending', 'proposed', 'confirmed')
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_holds_follow_status" BEFORE INSERT OR UPDATE ON "booking_holds"
  FOR EACH ROW EXECUTE FUNCTION "booking_holds_follow_status"();--> statement-breakpoint
-- A status that starts or stops holding takes every hold of the booking with it, in the same
-- statement (a hold coming back into force meets the exclusion constraint like a new one).
CREATE FUNCTION "booking_requests_status_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_holds" SET "holding" = NEW."status" IN ('pending', 'proposed', 'confirmed')
    WHERE "booking_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_requests_status_holds" AFTER UPDATE OF "status" ON "booking_requests"
  FOR EACH ROW
  WHEN ((OLD."status" IN ('pending', 'proposed', 'confirmed')) IS DISTINCT FROM (NEW."status" IN ('pending', 'proposed', 'confirmed')))
  EXECUTE FUNCTION "booking_requests_status_holds"();--> statement-breakpoint
-- The staff's blocks now guard the holds (a party's game inside a blocked room time is refused
-- too), with the same SQLSTATE as an overlap and the same advisory lock as before (drizzle/0005).
-- Checked when a hold is written or moved, not when its booking's status changes. Fires after
-- booking_holds_follow_status (triggers run in the order of their names), so `holding` is set.
DROP TRIGGER "booking_requests_refuse_blocked" ON "booking_requests";--> statement-breakpoint
DROP FUNCTION "booking_requests_refuse_blocked"();--> statement-breakpoint
CREATE FUNCTION "booking_holds_refuse_blocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."holding" THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext(TG_TABLE_SCHEMA || '.blocked_times'));
    IF EXISTS (
      SELECT 1 FROM "blocked_times" AS b
      WHERE (b."resource" = NEW."resource" OR b."resource" = '*')
        AND b."starts_at" < NEW."blocked_until" AND NEW."starts_at" < b."ends_at"
    ) THEN
      RAISE EXCEPTION 'the time is blocked by the staff' USING ERRCODE = '23P01', CONSTRAINT = 'booking_holds_blocked';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_holds_refuse_blocked" BEFORE INSERT OR UPDATE OF "resource", "starts_at", "blocked_until" ON "booking_holds"
  FOR EACH ROW EXECUTE FUNCTION "booking_holds_refuse_blocked"();
