-- A temporary unblock's end is told once (the client's notification and the account's webhook event): the job that
-- tells it marks the request in the same transaction, so a job run twice (the queue delivers at least once) finds it
-- marked and tells nothing.
ALTER TABLE "temporary_unblock_requests" ADD COLUMN "end_told_at" timestamp with time zone;
