-- Issue 20: a batch's own details, and the landing page's hero, "Why us" cards and free doubt sessions.
-- Added columns with defaults (not a table rebuild), so existing rows keep working and other branches'
-- changes to these tables merge cleanly.
ALTER TABLE "Batch" ADD COLUMN "mode" TEXT NOT NULL DEFAULT 'offline';
ALTER TABLE "Batch" ADD COLUMN "timings" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Batch" ADD COLUMN "startDate" DATETIME;
ALTER TABLE "Batch" ADD COLUMN "seatsLeft" INTEGER;
ALTER TABLE "Batch" ADD COLUMN "highlights" TEXT NOT NULL DEFAULT '';

ALTER TABLE "SiteSettings" ADD COLUMN "heroHeadline" TEXT NOT NULL DEFAULT 'Maths and Science coaching for Classes 9 to 12';
ALTER TABLE "SiteSettings" ADD COLUMN "heroBadge" TEXT NOT NULL DEFAULT 'Seats are Available';
ALTER TABLE "SiteSettings" ADD COLUMN "reason1Title" TEXT NOT NULL DEFAULT 'Quality teaching';
ALTER TABLE "SiteSettings" ADD COLUMN "reason1Text" TEXT NOT NULL DEFAULT 'Small batches, concepts built from the basics, and regular tests that show what to revise.';
ALTER TABLE "SiteSettings" ADD COLUMN "reason2Title" TEXT NOT NULL DEFAULT 'Doubt sessions';
ALTER TABLE "SiteSettings" ADD COLUMN "reason2Text" TEXT NOT NULL DEFAULT 'Book a 15-minute session with the teacher whenever a problem will not come out right.';
ALTER TABLE "SiteSettings" ADD COLUMN "reason3Title" TEXT NOT NULL DEFAULT 'Chat apps or the platform';
ALTER TABLE "SiteSettings" ADD COLUMN "reason3Text" TEXT NOT NULL DEFAULT 'Ask on WhatsApp or through the student area; notes, videos and results all live in one place.';
ALTER TABLE "SiteSettings" ADD COLUMN "doubtSessionsFree" BOOLEAN NOT NULL DEFAULT true;
