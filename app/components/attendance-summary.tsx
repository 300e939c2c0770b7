import { useTranslation } from "~/i18n/use-translation";

/** A student's attendance as app/domain/attendance/reports.server.ts gives it. */
export type AttendanceFacts = {
  classes: number;
  attended: number;
  percent: number | null;
  subjects: { subjectId: number; subjectName: string; classes: number; attended: number; percent: number | null }[];
  absences: { date: string; day: string; subjectName: string; time: string }[];
  daysAbsent: number;
};

/** A student's attendance (their own page, the teacher's student page, the report card): overall, per subject, days absent. */
export function AttendanceSummary({ summary, headingLevel = 2 }: { summary: AttendanceFacts; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("classroom");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const heads = { subject: t("Subject"), classes: t("Classes"), attended: t("Attended"), percent: t("Attendance %") };
  if (summary.classes === 0) return <p className="empty">{t("No attendance taken yet.")}</p>;
  return (
    <>
      <p className="report-overall">
        {t("Overall:")} <strong>{summary.percent}%</strong>{" "}
        {t("({{attended}} of {{classes}} classes)", { attended: summary.attended, classes: summary.classes })}
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{heads.subject}</th>
            <th scope="col">{heads.classes}</th>
            <th scope="col">{heads.attended}</th>
            <th scope="col">{heads.percent}</th>
          </tr>
        </thead>
        <tbody>
          {summary.subjects.map((subject) => (
            <tr key={subject.subjectId}>
              <th scope="row" translate="no">
                {subject.subjectName}
              </th>
              <td data-label={heads.classes}>{subject.classes}</td>
              <td data-label={heads.attended}>{subject.attended}</td>
              <td data-label={heads.percent}>{subject.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading>{t("Days absent: {{count}}", { count: summary.daysAbsent })}</Heading>
      {summary.absences.length === 0 ? null : (
        <ul>
          {summary.absences.map((absence) => (
            <li key={`${absence.date}/${absence.time}`}>
              {absence.day}: <span translate="no">{absence.subjectName}</span> ({absence.time})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
