-- Arrivals: on its day the desk marks a confirmed booking arrived or no-show, and may undo it.
-- A column beside the status, not new statuses: an arrived or missed booking is still a
-- confirmed one (it keeps holding its time, its mails and its parent's page say the same, the
-- holds' triggers and the exclusion constraint are untouched), and undoing is clearing it. Each
-- mark is audited in booking_events (src/booking/server/lifecycle.ts, markArrival).
ALTER TABLE "booking_requests" ADD COLUMN "arrival" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_arrival" CHECK ("booking_requests"."arrival" IN ('arrived', 'no_show'));