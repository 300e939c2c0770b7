import { type AttendanceFacts, AttendanceSummary } from "~/components/attendance-summary";
import { useTranslation } from "~/i18n/use-translation";

/** The parent page's attendance: overall and per subject, and the days the student was absent. */
export function FamilyAttendance({ attendance }: { attendance: AttendanceFacts }) {
  const { t } = useTranslation("classroom");
  return (
    <section aria-labelledby="family-attendance">
      <h2 id="family-attendance">{t("Attendance")}</h2>
      <AttendanceSummary summary={attendance} headingLevel={3} />
    </section>
  );
}
