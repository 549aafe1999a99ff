ALTER TABLE "orders" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start_time" time;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_end_time" time;--> statement-breakpoint
-- Orders placed before: their slot's day and hours (ADR 020), and the promise's end as the estimate.
UPDATE "orders" o SET "slot_date" = s."slot_date", "slot_start_time" = s."start_time", "slot_end_time" = s."end_time",
  "estimated_delivery" = (s."slot_date" + s."end_time") AT TIME ZONE 'Asia/Kolkata'
FROM "delivery_slots" s WHERE s."id" = o."delivery_slot_id";
