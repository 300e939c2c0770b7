import { type Total, totalText } from "~/domain/marks/totals";
import { useTranslation } from "~/i18n/use-translation";

type Test = {
  id: number;
  name: string;
  day: string;
  max: number;
  marks: number | null;
  entered: boolean;
  attempted: boolean;
};
type Subject = { id: number; name: string; tests: Test[]; total: Total };

/**
 * The whole report card's subjects, each a table of its published tests with the student's marks and the
 * subject's total, then the overall total: as the student's report card and the teacher's copy of it print it.
 */
export function ReportCardSubjects({ subjects, overall }: { subjects: Subject[]; overall: Total }) {
  const { t } = useTranslation("student");
  return (
    <>
      {subjects.map((subject) => (
        <section key={subject.id} aria-labelledby={`subject-${subject.id}`} className="report-subject">
          <h2 id={`subject-${subject.id}`} translate="no">
            {subject.name}
          </h2>
          {subject.tests.length === 0 ? (
            <p className="empty">
              {t("No results of {{subject}} have been published yet.", { subject: subject.name })}
            </p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("Test")}</th>
                  <th scope="col">{t("Date")}</th>
                  <th scope="col">{t("Marks")}</th>
                </tr>
              </thead>
              <tbody>
                {subject.tests.map((test) => (
                  <tr key={test.id}>
                    <th scope="row" translate="no">
                      {test.name}
                    </th>
                    <td>{test.day}</td>
                    <td>{test.attempted ? `${test.marks} / ${test.max}` : test.entered ? t("Absent") : "–"}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("Total in {{subject}}", { subject: subject.name })}
                  </th>
                  <td>{totalText(subject.total)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </section>
      ))}
      <p className="report-overall">
        <strong>{t("Overall: {{total}}", { total: totalText(overall) })}</strong>
      </p>
    </>
  );
}
