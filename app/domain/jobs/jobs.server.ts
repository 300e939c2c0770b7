import { config, onPostgres } from "~/config.server";
import { enquiryFollowUpJob } from "../admissions/follow-up-digest.server";
import { documentsJob } from "../documents/runs.server";
import { doubtReminderJob } from "../doubts/session-reminders.server";
import { feeReminderJob } from "../fees/reminders.server";
import { staleImportsJob } from "../imports/stale-imports.server";
import { mobileMessagesJob } from "../messages/mobile-sending.server";
import { closeOverdueAttemptsJob } from "../online-tests/attempts.server";
import { testOpenedJob } from "../online-tests/windows.server";
import { backupJob } from "./backups.server";
import { forgetOldCountsJob } from "./forget-old-counts.server";
import type { Job } from "./schedule.server";

/** Everything the server does by the clock rather than on a request (started by server/app.ts). */
export const scheduledJobs = (): Job[] => [
  doubtReminderJob,
  feeReminderJob,
  enquiryFollowUpJob,
  closeOverdueAttemptsJob,
  testOpenedJob,
  forgetOldCountsJob,
  staleImportsJob,
  mobileMessagesJob,
  documentsJob,
  // On PostgreSQL, backups are pg_dump's and the file store's (README, "A chain of branches").
  ...(config.BACKUP_DIR && !onPostgres() ? [backupJob(config.BACKUP_DIR)] : []),
];
