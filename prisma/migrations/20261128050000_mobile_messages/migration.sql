-- Messages by SMS and the WhatsApp Cloud API: settings, templates, deliveries, families' choices and 'Seen'.
-- CreateTable
CREATE TABLE "AnnouncementSeen" (
    "announcementId" INTEGER NOT NULL,
    "guardianId" INTEGER NOT NULL,
    "seenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("announcementId", "guardianId"),
    CONSTRAINT "AnnouncementSeen_announcementId_fkey" FOREIGN KEY ("announcementId") REFERENCES "Announcement" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AnnouncementSeen_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessageStop" (
    "guardianId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("guardianId", "kind"),
    CONSTRAINT "MessageStop_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessagingSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
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
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'service',
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "MobileDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "deliveredAt" DATETIME,
    "readAt" DATETIME,
    "failedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fallbackOfId" INTEGER,
    CONSTRAINT "MobileDelivery_fallbackOfId_fkey" FOREIGN KEY ("fallbackOfId") REFERENCES "MobileDelivery" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Announcement" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "audience" TEXT NOT NULL,
    "batchId" INTEGER,
    "subjectId" INTEGER,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "askSeen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" DATETIME,
    CONSTRAINT "Announcement_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Announcement_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Announcement" ("audience", "batchId", "body", "createdAt", "editedAt", "id", "pinned", "subjectId", "title") SELECT "audience", "batchId", "body", "createdAt", "editedAt", "id", "pinned", "subjectId", "title" FROM "Announcement";
DROP TABLE "Announcement";
ALTER TABLE "new_Announcement" RENAME TO "Announcement";
CREATE INDEX "Announcement_createdAt_idx" ON "Announcement"("createdAt");
CREATE TABLE "new_Guardian" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "studentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "channel" TEXT NOT NULL DEFAULT 'institute',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Guardian_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Guardian" ("createdAt", "email", "id", "language", "mobile", "name", "relation", "studentId") SELECT "createdAt", "email", "id", "language", "mobile", "name", "relation", "studentId" FROM "Guardian";
DROP TABLE "Guardian";
ALTER TABLE "new_Guardian" RENAME TO "Guardian";
CREATE INDEX "Guardian_studentId_idx" ON "Guardian"("studentId");
CREATE INDEX "Guardian_mobile_idx" ON "Guardian"("mobile");
CREATE TABLE "new_WhatsAppMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "to" TEXT NOT NULL,
    "toName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "heading" TEXT,
    "familyLine" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "notBefore" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelKey" TEXT,
    "sentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "batchTextId" INTEGER,
    "kind" TEXT,
    "values" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "guardianId" INTEGER,
    "topic" TEXT,
    "outboxReason" TEXT,
    "deliveryId" INTEGER,
    CONSTRAINT "WhatsAppMessage_batchTextId_fkey" FOREIGN KEY ("batchTextId") REFERENCES "WhatsAppBatchText" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WhatsAppMessage_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "MobileDelivery" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_WhatsAppMessage" ("batchTextId", "cancelKey", "createdAt", "familyLine", "heading", "id", "notBefore", "sentAt", "state", "text", "to", "toName") SELECT "batchTextId", "cancelKey", "createdAt", "familyLine", "heading", "id", "notBefore", "sentAt", "state", "text", "to", "toName" FROM "WhatsAppMessage";
DROP TABLE "WhatsAppMessage";
ALTER TABLE "new_WhatsAppMessage" RENAME TO "WhatsAppMessage";
CREATE INDEX "WhatsAppMessage_state_notBefore_idx" ON "WhatsAppMessage"("state", "notBefore");
CREATE INDEX "WhatsAppMessage_topic_idx" ON "WhatsAppMessage"("topic");
CREATE INDEX "WhatsAppMessage_deliveryId_idx" ON "WhatsAppMessage"("deliveryId");
CREATE INDEX "WhatsAppMessage_cancelKey_idx" ON "WhatsAppMessage"("cancelKey");
CREATE INDEX "WhatsAppMessage_batchTextId_idx" ON "WhatsAppMessage"("batchTextId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

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

