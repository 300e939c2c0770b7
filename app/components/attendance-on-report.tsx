import { useTranslation } from "~/i18n/use-translation";
import type { AttendanceFacts } from "./attendance-summary";

/**
 * Attendance on a report card, short enough for the one printed page: overall and per subject as one line
 * each, then the days absent with their dates.
 */
export function AttendanceOnReport({ attendance }: { attendance: AttendanceFacts }) {
  const { t } = useTranslation("classroom");
  const days = [...new Map(attendance.absences.map((absence) => [absence.date, absence.day])).values()].reverse();
  return (
    <section aria-labelledby="report-attendance" className="report-attendance">
      <h2 id="report-attendance">{t("Attendance")}</h2>
      {attendance.classes === 0 ? (
        <p className="empty">{t("No attendance taken yet.")}</p>
      ) : (
        <>
          <p>
            {t("Overall:")} <strong>{attendance.percent}%</strong>{" "}
            {t("({{attended}} of {{classes}} classes)", { attended: attendance.attended, classes: attendance.classes })}
          </p>
          <ul className="report-attendance-subjects">
            {attendance.subjects.map((subject) => (
              <li key={subject.subjectId}>
                <span translate="no">{subject.subjectName}</span>: {subject.percent}%{" "}
                {t("({{attended}} of {{classes}} classes)", { attended: subject.attended, classes: subject.classes })}
              </li>
            ))}
          </ul>
          <p>
            {t("Days absent: {{count}}", { count: attendance.daysAbsent })}
            {days.length > 0 ? ` (${days.join(", ")})` : null}
          </p>
        </>
      )}
    </section>
  );
}
