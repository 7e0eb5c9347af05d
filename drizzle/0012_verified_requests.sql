-- A parent's request holds its time only once its e-mail is confirmed: a new status `unverified`
-- (before `pending`) that holds like pending (src/booking/rules/status.ts, HOLDING_STATUSES), so
-- the two functions and the trigger condition that make the holds follow the status (drizzle/0007)
-- name it too. The condition compares the status as text: a value added to an enum cannot be used
-- as the enum in the transaction that adds it, and the migrations run in one.
-- The caps per e-mail and per phone compare normalised contacts (email_key, phone_key: written by
-- the booking service, src/booking/rules/contact-keys.ts); the rows stored before are given theirs
-- here, the phone read as the library reads a Montenegrin number (a leading 00 or + is the
-- country, a leading 0 the trunk prefix, anything else a number in Montenegro). client_key counts
-- a client address's unconfirmed requests while they are unconfirmed.
ALTER TYPE "booking_status" ADD VALUE 'unverified' BEFORE 'pending';--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "client_key" text;--> statement-breakpoint
UPDATE "booking_requests" SET
  "email_key" = nullif(regexp_replace(lower(btrim("email")), '\+[^@]*@', '@'), ''),
  "phone_key" = CASE
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') = '' THEN NULL
    WHEN btrim("phone") LIKE '+%' THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') LIKE '00%' THEN '+' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 3)
    WHEN regexp_replace("phone", '[^0-9]', '', 'g') LIKE '0%' THEN '+382' || substr(regexp_replace("phone", '[^0-9]', '', 'g'), 2)
    ELSE '+382' || regexp_replace("phone", '[^0-9]', '', 'g')
  END;--> statement-breakpoint
CREATE INDEX "booking_requests_email_key_idx" ON "booking_requests" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "booking_requests_phone_key_idx" ON "booking_requests" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "booking_requests_client_key_idx" ON "booking_requests" USING btree ("client_key");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_holds_follow_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."holding" := EXISTS (
    SELECT 1 FROM "booking_requests" AS r
    WHERE r."id" = NEW."booking_id" AND r."status"::text IN ('unverified', 'pending', 'proposed', 'confirmed')
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_requests_status_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_holds" SET "holding" = NEW."status"::text IN ('unverified', 'pending', 'proposed', 'confirmed')
    WHERE "booking_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "booking_requests_status_holds" ON "booking_requests";--> statement-breakpoint
CREATE TRIGGER "booking_requests_status_holds" AFTER UPDATE OF "status" ON "booking_requests"
  FOR EACH ROW
  WHEN ((OLD."status"::text IN ('unverified', 'pending', 'proposed', 'confirmed')) IS DISTINCT FROM (NEW."status"::text IN ('unverified', 'pending', 'proposed', 'confirmed')))
  EXECUTE FUNCTION "booking_requests_status_holds"();
