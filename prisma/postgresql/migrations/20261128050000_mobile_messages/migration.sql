-- Messages by SMS and the WhatsApp Cloud API: settings, templates, deliveries, families' choices and 'Seen'.
-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN     "askSeen" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Guardian" ADD COLUMN     "channel" TEXT NOT NULL DEFAULT 'institute';

-- AlterTable
ALTER TABLE "WhatsAppMessage" ADD COLUMN     "deliveryId" INTEGER,
ADD COLUMN     "guardianId" INTEGER,
ADD COLUMN     "kind" TEXT,
ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "outboxReason" TEXT,
ADD COLUMN     "topic" TEXT,
ADD COLUMN     "values" TEXT;

-- CreateTable
CREATE TABLE "AnnouncementSeen" (
    "announcementId" INTEGER NOT NULL,
    "guardianId" INTEGER NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnnouncementSeen_pkey" PRIMARY KEY ("announcementId","guardianId")
);

-- CreateTable
CREATE TABLE "MessageStop" (
    "guardianId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageStop_pkey" PRIMARY KEY ("guardianId","kind")
);

-- CreateTable
CREATE TABLE "MessagingSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "channel" TEXT NOT NULL DEFAULT 'outbox',
    "smsFallback" BOOLEAN NOT NULL DEFAULT true,
    "dailyAt" TEXT NOT NULL DEFAULT '18:00',
    "smsAuthKey" TEXT NOT NULL DEFAULT '',
    "smsSenderId" TEXT NOT NULL DEFAULT '',
    "smsEntityId" TEXT NOT NULL DEFAULT '',
    "smsWebhookSecret" TEXT NOT NULL DEFAULT '',
    "smsPaisePerSegment" INTEGER NOT NULL DEFAULT 20,
    "whatsappPhoneNumberId" TEXT NOT NULL DEFAULT '',
    "whatsappAccessToken" TEXT NOT NULL DEFAULT '',
    "whatsappAppSecret" TEXT NOT NULL DEFAULT '',
    "whatsappVerifyToken" TEXT NOT NULL DEFAULT '',
    "whatsappPaisePerMessage" INTEGER NOT NULL DEFAULT 12,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessagingSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'service',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MobileDelivery" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "toName" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "request" TEXT NOT NULL,
    "promotional" BOOLEAN NOT NULL DEFAULT false,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "reason" TEXT,
    "providerId" TEXT,
    "segments" INTEGER NOT NULL DEFAULT 1,
    "costPaise" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "readAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fallbackOfId" INTEGER,

    CONSTRAINT "MobileDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AnnouncementSeen_guardianId_idx" ON "AnnouncementSeen"("guardianId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageTemplate_kind_channel_language_key" ON "MessageTemplate"("kind", "channel", "language");

-- CreateIndex
CREATE UNIQUE INDEX "MobileDelivery_providerId_key" ON "MobileDelivery"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "MobileDelivery_fallbackOfId_key" ON "MobileDelivery"("fallbackOfId");

-- CreateIndex
CREATE INDEX "MobileDelivery_state_nextAttemptAt_idx" ON "MobileDelivery"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "MobileDelivery_createdAt_idx" ON "MobileDelivery"("createdAt");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_topic_idx" ON "WhatsAppMessage"("topic");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_deliveryId_idx" ON "WhatsAppMessage"("deliveryId");

-- AddForeignKey
ALTER TABLE "AnnouncementSeen" ADD CONSTRAINT "AnnouncementSeen_announcementId_fkey" FOREIGN KEY ("announcementId") REFERENCES "Announcement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnnouncementSeen" ADD CONSTRAINT "AnnouncementSeen_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageStop" ADD CONSTRAINT "MessageStop_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MobileDelivery" ADD CONSTRAINT "MobileDelivery_fallbackOfId_fkey" FOREIGN KEY ("fallbackOfId") REFERENCES "MobileDelivery"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsAppMessage" ADD CONSTRAINT "WhatsAppMessage_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "MobileDelivery"("id") ON DELETE SET NULL ON UPDATE CASCADE;

