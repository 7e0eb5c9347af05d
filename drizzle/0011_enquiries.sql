-- A team-building enquiry (form `team`): the company, the group size and the preferred dates in
-- the company's words. It holds nothing (resource `enquiry`, no booking_holds rows) until the
-- venue proposes a time.
ALTER TABLE "booking_requests" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "group_size" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "preferred_dates" text;