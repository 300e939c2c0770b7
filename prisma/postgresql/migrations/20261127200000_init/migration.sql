-- The PostgreSQL schema as of the SQLite migrations up to 20261127150000_whatsapp_digest (decision 196):
-- an institute on PostgreSQL starts here. From now on each schema change has a migration in each folder.

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "batchId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deactivatedAt" TIMESTAMP(3),
    "rollNo" INTEGER,
    "language" TEXT,
    "mobile" TEXT,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Password" (
    "userId" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "Password_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Batch" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "duration" INTEGER NOT NULL DEFAULT 12,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedAt" TIMESTAMP(3),
    "mode" TEXT NOT NULL DEFAULT 'offline',
    "timings" TEXT NOT NULL DEFAULT '',
    "startDate" TIMESTAMP(3),
    "seatsLeft" INTEGER,
    "highlights" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Batch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subject" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "batchId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Subject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubjectAccess" (
    "studentId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "permitted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubjectAccess_pkey" PRIMARY KEY ("studentId","subjectId")
);

-- CreateTable
CREATE TABLE "Folder" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Folder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubFolder" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "folderId" INTEGER NOT NULL,
    "uploadedOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubFolder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Note" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "fileType" TEXT NOT NULL,
    "fileKey" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "subFolderId" INTEGER NOT NULL,
    "uploadedOn" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Video" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "subFolderId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Video_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Test" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "maxMarks" INTEGER NOT NULL DEFAULT 100,
    "batchId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" TIMESTAMP(3),

    CONSTRAINT "Test_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Result" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "marks" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "attempted" BOOLEAN NOT NULL DEFAULT false,
    "remark" TEXT,

    CONSTRAINT "Result_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MarkChange" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "changedById" INTEGER NOT NULL,
    "changedByName" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "oldMarks" DOUBLE PRECISION,
    "newMarks" DOUBLE PRECISION NOT NULL,
    "oldAttempted" BOOLEAN,
    "newAttempted" BOOLEAN NOT NULL,
    "oldRemark" TEXT,
    "newRemark" TEXT,

    CONSTRAINT "MarkChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Week" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startsOn" TEXT NOT NULL,

    CONSTRAINT "Week_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Slot" (
    "id" SERIAL NOT NULL,
    "weekId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "time" TEXT NOT NULL,
    "duration" INTEGER NOT NULL DEFAULT 15,

    CONSTRAINT "Slot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DoubtRequest" (
    "id" TEXT NOT NULL,
    "slotId" INTEGER NOT NULL,
    "userEmail" TEXT NOT NULL,
    "doubtClass" TEXT NOT NULL,
    "doubtType" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "accepted" BOOLEAN NOT NULL DEFAULT false,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "meetingClaimedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "holdsSlot" BOOLEAN DEFAULT true,
    "cancelledAt" TIMESTAMP(3),
    "declinedAt" TIMESTAMP(3),
    "declineMessage" TEXT NOT NULL DEFAULT '',
    "remindedAt" TIMESTAMP(3),
    "language" TEXT NOT NULL DEFAULT 'en',
    "bookedFrom" TEXT,

    CONSTRAINT "DoubtRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Meeting" (
    "id" SERIAL NOT NULL,
    "doubtRequestId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "joinUrl" TEXT NOT NULL,
    "startUrl" TEXT NOT NULL,
    "password" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Meeting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" SERIAL NOT NULL,
    "teacherId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attachments" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelKey" TEXT,

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeacherInvite" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "invitedById" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeacherInvite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SiteSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "tagline" TEXT NOT NULL DEFAULT '',
    "contactEmail" TEXT NOT NULL,
    "phone" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "mapUrl" TEXT NOT NULL DEFAULT '',
    "instagramUrl" TEXT NOT NULL DEFAULT '',
    "youtubeUrl" TEXT NOT NULL DEFAULT '',
    "whatsappNumber" TEXT NOT NULL DEFAULT '',
    "facebookUrl" TEXT NOT NULL DEFAULT '',
    "logoKey" TEXT,
    "logoWidth" INTEGER,
    "teacherName" TEXT NOT NULL DEFAULT '',
    "teacherTitle" TEXT NOT NULL DEFAULT '',
    "teacherBio" TEXT NOT NULL DEFAULT '',
    "teacherPhotoKey" TEXT,
    "heroHeadline" TEXT NOT NULL DEFAULT 'Maths and Science coaching for Classes 9 to 12',
    "heroBadge" TEXT NOT NULL DEFAULT 'Seats are Available',
    "reason1Title" TEXT NOT NULL DEFAULT 'Quality teaching',
    "reason1Text" TEXT NOT NULL DEFAULT 'Small batches, concepts built from the basics, and regular tests that show what to revise.',
    "reason2Title" TEXT NOT NULL DEFAULT 'Doubt sessions',
    "reason2Text" TEXT NOT NULL DEFAULT 'Book a 15-minute session with the teacher whenever a problem will not come out right.',
    "reason3Title" TEXT NOT NULL DEFAULT 'Chat apps or the platform',
    "reason3Text" TEXT NOT NULL DEFAULT 'Ask on WhatsApp or through the student area; notes, videos and results all live in one place.',
    "doubtSessionsFree" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteTopper" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "className" TEXT NOT NULL,
    "score" TEXT NOT NULL,
    "photoKey" TEXT,
    "highlighted" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,

    CONSTRAINT "SiteTopper_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SitePlan" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "features" TEXT NOT NULL,
    "mostPopular" BOOLEAN NOT NULL DEFAULT false,
    "leadsTo" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "SitePlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TimetableClass" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "room" TEXT NOT NULL DEFAULT '',
    "meetingUrl" TEXT NOT NULL DEFAULT '',
    "onDate" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimetableClass_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassCancellation" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassCancellation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AttendanceMark" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "studentId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AttendanceMark_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AttendanceChange" (
    "id" SERIAL NOT NULL,
    "markId" INTEGER NOT NULL,
    "changedById" INTEGER NOT NULL,
    "changedByName" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "oldStatus" TEXT,
    "newStatus" TEXT NOT NULL,

    CONSTRAINT "AttendanceChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegisterUnlock" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "unlockedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RegisterUnlock_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" TEXT NOT NULL,
    "studentId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Guardian" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Guardian_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GuardianChange" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "guardianId" INTEGER,
    "name" TEXT NOT NULL,
    "relation" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "email" TEXT,
    "language" TEXT NOT NULL DEFAULT 'en',
    "proposedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GuardianChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ParentLink" (
    "id" SERIAL NOT NULL,
    "guardianId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "lastOpenedAt" TIMESTAMP(3),

    CONSTRAINT "ParentLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ParentLinkView" (
    "id" SERIAL NOT NULL,
    "linkId" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ParentLinkView_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "audience" TEXT NOT NULL,
    "batchId" INTEGER,
    "subjectId" INTEGER,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnnouncementRead" (
    "announcementId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnnouncementRead_pkey" PRIMARY KEY ("announcementId","studentId")
);

-- CreateTable
CREATE TABLE "WhatsAppMessage" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "toName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "heading" TEXT,
    "familyLine" TEXT,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "notBefore" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelKey" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "batchTextId" INTEGER,

    CONSTRAINT "WhatsAppMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WhatsAppBatchText" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'queued',
    "sentAt" TIMESTAMP(3),
    "familiesToldAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WhatsAppBatchText_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionPaper" (
    "testId" INTEGER NOT NULL,
    "opensAt" TIMESTAMP(3),
    "closesAt" TIMESTAMP(3),
    "durationMinutes" INTEGER NOT NULL DEFAULT 60,
    "shuffleOptions" BOOLEAN NOT NULL DEFAULT false,
    "solutionsAfterClose" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuestionPaper_pkey" PRIMARY KEY ("testId")
);

-- CreateTable
CREATE TABLE "Question" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "optionA" TEXT NOT NULL DEFAULT '',
    "optionB" TEXT NOT NULL DEFAULT '',
    "optionC" TEXT NOT NULL DEFAULT '',
    "optionD" TEXT NOT NULL DEFAULT '',
    "answer" TEXT NOT NULL,
    "tolerance" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "marks" DOUBLE PRECISION NOT NULL,
    "negativeMarks" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "section" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "imageAlt" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attempt" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'online',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),
    "answers" TEXT NOT NULL DEFAULT '{}',
    "review" TEXT NOT NULL DEFAULT '[]',
    "page" INTEGER NOT NULL DEFAULT 1,
    "marks" DOUBLE PRECISION,

    CONSTRAINT "Attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtraAttempt" (
    "id" SERIAL NOT NULL,
    "testId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "grantedById" INTEGER NOT NULL,
    "grantedByName" TEXT NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExtraAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeePlan" (
    "id" SERIAL NOT NULL,
    "batchId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "retiredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeePlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeInstalment" (
    "id" SERIAL NOT NULL,
    "planId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "dueOn" TEXT NOT NULL,

    CONSTRAINT "FeeInstalment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeAccount" (
    "id" SERIAL NOT NULL,
    "studentId" INTEGER NOT NULL,
    "planId" INTEGER NOT NULL,
    "discountPaise" INTEGER NOT NULL DEFAULT 0,
    "discountReason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeeAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeDue" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "paidPaise" INTEGER NOT NULL DEFAULT 0,
    "dueOn" TEXT NOT NULL,

    CONSTRAINT "FeeDue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeePayment" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "paidOn" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "receiptNo" TEXT NOT NULL,
    "balanceAfterPaise" INTEGER NOT NULL,
    "recordedById" INTEGER,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeePayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeReversal" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "reversedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeeReversal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeReceiptCounter" (
    "year" TEXT NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "FeeReceiptCounter_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "FeeReminder" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "sentOn" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeeReminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeUpiReport" (
    "id" SERIAL NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "transactionId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "paymentId" INTEGER,
    "idempotencyKey" TEXT,
    "guardianId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeeUpiReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeeUpiReference" (
    "reference" TEXT NOT NULL,
    "reportId" INTEGER,
    "paymentId" INTEGER,

    CONSTRAINT "FeeUpiReference_pkey" PRIMARY KEY ("reference")
);

-- CreateTable
CREATE TABLE "Homework" (
    "id" SERIAL NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "setOn" TEXT NOT NULL,
    "dueOn" TEXT NOT NULL,
    "fileKey" TEXT,
    "fileSize" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "Homework_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HomeworkDone" (
    "homeworkId" INTEGER NOT NULL,
    "studentId" INTEGER NOT NULL,
    "doneAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HomeworkDone_pkey" PRIMARY KEY ("homeworkId","studentId")
);

-- CreateTable
CREATE TABLE "JobRun" (
    "name" TEXT NOT NULL,
    "occasion" TEXT NOT NULL,
    "ranAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("name","occasion")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_batchId_idx" ON "User"("batchId");

-- CreateIndex
CREATE UNIQUE INDEX "User_batchId_rollNo_key" ON "User"("batchId", "rollNo");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Subject_batchId_idx" ON "Subject"("batchId");

-- CreateIndex
CREATE INDEX "SubjectAccess_subjectId_idx" ON "SubjectAccess"("subjectId");

-- CreateIndex
CREATE INDEX "Folder_subjectId_idx" ON "Folder"("subjectId");

-- CreateIndex
CREATE INDEX "SubFolder_folderId_idx" ON "SubFolder"("folderId");

-- CreateIndex
CREATE UNIQUE INDEX "Note_fileKey_key" ON "Note"("fileKey");

-- CreateIndex
CREATE INDEX "Note_subFolderId_idx" ON "Note"("subFolderId");

-- CreateIndex
CREATE INDEX "Video_subFolderId_idx" ON "Video"("subFolderId");

-- CreateIndex
CREATE INDEX "Test_batchId_idx" ON "Test"("batchId");

-- CreateIndex
CREATE INDEX "Test_subjectId_idx" ON "Test"("subjectId");

-- CreateIndex
CREATE INDEX "Result_studentId_idx" ON "Result"("studentId");

-- CreateIndex
CREATE INDEX "Result_testId_attempted_marks_idx" ON "Result"("testId", "attempted", "marks");

-- CreateIndex
CREATE UNIQUE INDEX "Result_testId_studentId_key" ON "Result"("testId", "studentId");

-- CreateIndex
CREATE INDEX "MarkChange_testId_changedAt_idx" ON "MarkChange"("testId", "changedAt");

-- CreateIndex
CREATE INDEX "MarkChange_testId_studentId_changedAt_idx" ON "MarkChange"("testId", "studentId", "changedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Week_number_key" ON "Week"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Slot_weekId_day_time_key" ON "Slot"("weekId", "day", "time");

-- CreateIndex
CREATE INDEX "DoubtRequest_userEmail_idx" ON "DoubtRequest"("userEmail");

-- CreateIndex
CREATE INDEX "DoubtRequest_bookedFrom_idx" ON "DoubtRequest"("bookedFrom");

-- CreateIndex
CREATE UNIQUE INDEX "DoubtRequest_slotId_startsAt_holdsSlot_key" ON "DoubtRequest"("slotId", "startsAt", "holdsSlot");

-- CreateIndex
CREATE UNIQUE INDEX "Meeting_doubtRequestId_key" ON "Meeting"("doubtRequestId");

-- CreateIndex
CREATE INDEX "ChatMessage_teacherId_subjectId_createdAt_idx" ON "ChatMessage"("teacherId", "subjectId", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxMail_state_nextAttemptAt_idx" ON "OutboxMail"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMail_cancelKey_idx" ON "OutboxMail"("cancelKey");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_createdAt_idx" ON "PasswordResetToken"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "TimetableClass_batchId_weekday_idx" ON "TimetableClass"("batchId", "weekday");

-- CreateIndex
CREATE UNIQUE INDEX "ClassCancellation_classId_date_key" ON "ClassCancellation"("classId", "date");

-- CreateIndex
CREATE INDEX "AttendanceMark_studentId_date_idx" ON "AttendanceMark"("studentId", "date");

-- CreateIndex
CREATE INDEX "AttendanceMark_date_idx" ON "AttendanceMark"("date");

-- CreateIndex
CREATE UNIQUE INDEX "AttendanceMark_classId_date_studentId_key" ON "AttendanceMark"("classId", "date", "studentId");

-- CreateIndex
CREATE INDEX "AttendanceChange_markId_idx" ON "AttendanceChange"("markId");

-- CreateIndex
CREATE UNIQUE INDEX "RegisterUnlock_classId_date_key" ON "RegisterUnlock"("classId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_studentId_key" ON "CalendarFeed"("studentId");

-- CreateIndex
CREATE INDEX "Guardian_studentId_idx" ON "Guardian"("studentId");

-- CreateIndex
CREATE INDEX "Guardian_mobile_idx" ON "Guardian"("mobile");

-- CreateIndex
CREATE UNIQUE INDEX "GuardianChange_guardianId_key" ON "GuardianChange"("guardianId");

-- CreateIndex
CREATE INDEX "GuardianChange_studentId_idx" ON "GuardianChange"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "ParentLink_tokenHash_key" ON "ParentLink"("tokenHash");

-- CreateIndex
CREATE INDEX "ParentLink_guardianId_idx" ON "ParentLink"("guardianId");

-- CreateIndex
CREATE INDEX "ParentLinkView_linkId_idx" ON "ParentLinkView"("linkId");

-- CreateIndex
CREATE INDEX "Announcement_createdAt_idx" ON "Announcement"("createdAt");

-- CreateIndex
CREATE INDEX "AnnouncementRead_studentId_idx" ON "AnnouncementRead"("studentId");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_state_notBefore_idx" ON "WhatsAppMessage"("state", "notBefore");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_cancelKey_idx" ON "WhatsAppMessage"("cancelKey");

-- CreateIndex
CREATE INDEX "WhatsAppMessage_batchTextId_idx" ON "WhatsAppMessage"("batchTextId");

-- CreateIndex
CREATE INDEX "WhatsAppBatchText_state_idx" ON "WhatsAppBatchText"("state");

-- CreateIndex
CREATE UNIQUE INDEX "Question_testId_position_key" ON "Question"("testId", "position");

-- CreateIndex
CREATE INDEX "Attempt_testId_studentId_idx" ON "Attempt"("testId", "studentId");

-- CreateIndex
CREATE INDEX "ExtraAttempt_testId_studentId_idx" ON "ExtraAttempt"("testId", "studentId");

-- CreateIndex
CREATE INDEX "FeePlan_batchId_idx" ON "FeePlan"("batchId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeInstalment_planId_position_key" ON "FeeInstalment"("planId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "FeeAccount_studentId_key" ON "FeeAccount"("studentId");

-- CreateIndex
CREATE INDEX "FeeAccount_planId_idx" ON "FeeAccount"("planId");

-- CreateIndex
CREATE INDEX "FeeDue_dueOn_idx" ON "FeeDue"("dueOn");

-- CreateIndex
CREATE UNIQUE INDEX "FeeDue_accountId_position_key" ON "FeeDue"("accountId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "FeePayment_receiptNo_key" ON "FeePayment"("receiptNo");

-- CreateIndex
CREATE UNIQUE INDEX "FeePayment_idempotencyKey_key" ON "FeePayment"("idempotencyKey");

-- CreateIndex
CREATE INDEX "FeePayment_accountId_idx" ON "FeePayment"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeReversal_paymentId_key" ON "FeeReversal"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeReminder_accountId_sentOn_key" ON "FeeReminder"("accountId", "sentOn");

-- CreateIndex
CREATE UNIQUE INDEX "FeeUpiReport_idempotencyKey_key" ON "FeeUpiReport"("idempotencyKey");

-- CreateIndex
CREATE INDEX "FeeUpiReport_state_idx" ON "FeeUpiReport"("state");

-- CreateIndex
CREATE UNIQUE INDEX "FeeUpiReference_reportId_key" ON "FeeUpiReference"("reportId");

-- CreateIndex
CREATE UNIQUE INDEX "FeeUpiReference_paymentId_key" ON "FeeUpiReference"("paymentId");

-- CreateIndex
CREATE INDEX "Homework_subjectId_dueOn_idx" ON "Homework"("subjectId", "dueOn");

-- CreateIndex
CREATE INDEX "HomeworkDone_studentId_idx" ON "HomeworkDone"("studentId");

-- CreateIndex
CREATE INDEX "JobRun_ranAt_idx" ON "JobRun"("ranAt");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Password" ADD CONSTRAINT "Password_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subject" ADD CONSTRAINT "Subject_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectAccess" ADD CONSTRAINT "SubjectAccess_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubjectAccess" ADD CONSTRAINT "SubjectAccess_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Folder" ADD CONSTRAINT "Folder_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubFolder" ADD CONSTRAINT "SubFolder_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "Folder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_subFolderId_fkey" FOREIGN KEY ("subFolderId") REFERENCES "SubFolder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Video" ADD CONSTRAINT "Video_subFolderId_fkey" FOREIGN KEY ("subFolderId") REFERENCES "SubFolder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Test" ADD CONSTRAINT "Test_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Test" ADD CONSTRAINT "Test_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Result" ADD CONSTRAINT "Result_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Result" ADD CONSTRAINT "Result_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MarkChange" ADD CONSTRAINT "MarkChange_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MarkChange" ADD CONSTRAINT "MarkChange_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Slot" ADD CONSTRAINT "Slot_weekId_fkey" FOREIGN KEY ("weekId") REFERENCES "Week"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DoubtRequest" ADD CONSTRAINT "DoubtRequest_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "Slot"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Meeting" ADD CONSTRAINT "Meeting_doubtRequestId_fkey" FOREIGN KEY ("doubtRequestId") REFERENCES "DoubtRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimetableClass" ADD CONSTRAINT "TimetableClass_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimetableClass" ADD CONSTRAINT "TimetableClass_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassCancellation" ADD CONSTRAINT "ClassCancellation_classId_fkey" FOREIGN KEY ("classId") REFERENCES "TimetableClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceMark" ADD CONSTRAINT "AttendanceMark_classId_fkey" FOREIGN KEY ("classId") REFERENCES "TimetableClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceMark" ADD CONSTRAINT "AttendanceMark_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceChange" ADD CONSTRAINT "AttendanceChange_markId_fkey" FOREIGN KEY ("markId") REFERENCES "AttendanceMark"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterUnlock" ADD CONSTRAINT "RegisterUnlock_classId_fkey" FOREIGN KEY ("classId") REFERENCES "TimetableClass"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Guardian" ADD CONSTRAINT "Guardian_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GuardianChange" ADD CONSTRAINT "GuardianChange_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GuardianChange" ADD CONSTRAINT "GuardianChange_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentLink" ADD CONSTRAINT "ParentLink_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ParentLinkView" ADD CONSTRAINT "ParentLinkView_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "ParentLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnnouncementRead" ADD CONSTRAINT "AnnouncementRead_announcementId_fkey" FOREIGN KEY ("announcementId") REFERENCES "Announcement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnnouncementRead" ADD CONSTRAINT "AnnouncementRead_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsAppMessage" ADD CONSTRAINT "WhatsAppMessage_batchTextId_fkey" FOREIGN KEY ("batchTextId") REFERENCES "WhatsAppBatchText"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsAppBatchText" ADD CONSTRAINT "WhatsAppBatchText_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionPaper" ADD CONSTRAINT "QuestionPaper_testId_fkey" FOREIGN KEY ("testId") REFERENCES "Test"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper"("testId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attempt" ADD CONSTRAINT "Attempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper"("testId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attempt" ADD CONSTRAINT "Attempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraAttempt" ADD CONSTRAINT "ExtraAttempt_testId_fkey" FOREIGN KEY ("testId") REFERENCES "QuestionPaper"("testId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtraAttempt" ADD CONSTRAINT "ExtraAttempt_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeePlan" ADD CONSTRAINT "FeePlan_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeInstalment" ADD CONSTRAINT "FeeInstalment_planId_fkey" FOREIGN KEY ("planId") REFERENCES "FeePlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeAccount" ADD CONSTRAINT "FeeAccount_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeAccount" ADD CONSTRAINT "FeeAccount_planId_fkey" FOREIGN KEY ("planId") REFERENCES "FeePlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeDue" ADD CONSTRAINT "FeeDue_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeePayment" ADD CONSTRAINT "FeePayment_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeReversal" ADD CONSTRAINT "FeeReversal_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "FeePayment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeReminder" ADD CONSTRAINT "FeeReminder_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeUpiReport" ADD CONSTRAINT "FeeUpiReport_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "FeeAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeUpiReport" ADD CONSTRAINT "FeeUpiReport_guardianId_fkey" FOREIGN KEY ("guardianId") REFERENCES "Guardian"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeUpiReference" ADD CONSTRAINT "FeeUpiReference_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "FeeUpiReport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeeUpiReference" ADD CONSTRAINT "FeeUpiReference_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "FeePayment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Homework" ADD CONSTRAINT "Homework_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HomeworkDone" ADD CONSTRAINT "HomeworkDone_homeworkId_fkey" FOREIGN KEY ("homeworkId") REFERENCES "Homework"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HomeworkDone" ADD CONSTRAINT "HomeworkDone_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Roll numbers are given in order of registration, inside the database, so that every way a student row is made
-- (sign-up, API, seed, tests, the copy from SQLite) gets one. The lock on the batch makes two sign-ups at once
-- take turns for the number (under any isolation level); a student moved to another batch goes to its end.
CREATE FUNCTION "User_next_rollNo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."batchId" IS NOT NULL AND (
    (TG_OP = 'INSERT' AND NEW."rollNo" IS NULL) OR
    (TG_OP = 'UPDATE' AND NEW."batchId" IS DISTINCT FROM OLD."batchId")
  ) THEN
    PERFORM pg_advisory_xact_lock(hashtext('User.rollNo'), NEW."batchId");
    SELECT COALESCE(MAX("rollNo"), 0) + 1 INTO NEW."rollNo" FROM "User"
      WHERE "batchId" = NEW."batchId" AND "id" IS DISTINCT FROM NEW."id";
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "User_rollNo_on_insert" BEFORE INSERT ON "User"
  FOR EACH ROW EXECUTE FUNCTION "User_next_rollNo"();
CREATE TRIGGER "User_rollNo_on_batch_change" BEFORE UPDATE OF "batchId" ON "User"
  FOR EACH ROW EXECUTE FUNCTION "User_next_rollNo"();
