-- CreateTable
CREATE TABLE "TimetableClass" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "batchId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "weekday" INTEGER NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "room" TEXT NOT NULL DEFAULT '',
    "meetingUrl" TEXT NOT NULL DEFAULT '',
    "onDate" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TimetableClass_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "Batch" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TimetableClass_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ClassCancellation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "classId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClassCancellation_classId_fkey" FOREIGN KEY ("classId") REFERENCES "TimetableClass" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AttendanceMark" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "classId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "studentId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AttendanceMark_classId_fkey" FOREIGN KEY ("classId") REFERENCES "TimetableClass" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AttendanceMark_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AttendanceChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "markId" INTEGER NOT NULL,
    "changedById" INTEGER NOT NULL,
    "changedByName" TEXT NOT NULL,
    "changedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "oldStatus" TEXT,
    "newStatus" TEXT NOT NULL,
    CONSTRAINT "AttendanceChange_markId_fkey" FOREIGN KEY ("markId") REFERENCES "AttendanceMark" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RegisterUnlock" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "classId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "unlockedById" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RegisterUnlock_classId_fkey" FOREIGN KEY ("classId") REFERENCES "TimetableClass" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "studentId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CalendarFeed_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

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
