-- A week gets its first day (decision 103). An existing week starts on the Monday after it was created
-- (UTC date; Prisma stores DateTime as milliseconds or as text, so both are read). A week still ongoing
-- starts no earlier than this week's Monday, so the week /slot offers stays bookable after the upgrade.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Week" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startsOn" TEXT NOT NULL
);
INSERT INTO "new_Week" ("completed", "createdAt", "id", "name", "number", "startsOn")
SELECT "completed", "createdAt", "id", "name", "number",
    CASE
        WHEN "completed" THEN "afterCreation"
        ELSE max("afterCreation", date('now', '-6 days', 'weekday 1'))
    END
FROM (
    SELECT *, date(
        CASE typeof("createdAt") WHEN 'integer' THEN datetime("createdAt" / 1000, 'unixepoch') ELSE "createdAt" END,
        '+1 day', 'weekday 1'
    ) AS "afterCreation"
    FROM "Week"
);
DROP TABLE "Week";
ALTER TABLE "new_Week" RENAME TO "Week";
CREATE UNIQUE INDEX "Week_number_key" ON "Week"("number");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
