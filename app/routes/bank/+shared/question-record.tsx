import type { BankQuestionRecord } from "~/domain/bank/record.server";
import { useTranslation } from "~/i18n/use-translation";

const shown = (value: number | null, unit = "") => (value === null ? "—" : `${value}${unit}`);

/** 'Record': how the question fared in every paper that used it (its merged duplicates' papers too). */
export function QuestionRecord({ record }: { record: BankQuestionRecord }) {
  const { t } = useTranslation("bank");
  const heads = { test: t("Test"), date: t("Date"), version: t("Version"), right: t("Answered right") };
  return (
    <section className="card stack" aria-labelledby="record-heading">
      <h2 id="record-heading">{t("Record")}</h2>
      {record.uses.length === 0 ? (
        <p className="muted">{t("Not used in a paper yet.")}</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{t("Answered right")}</dt>
              <dd>
                {t("{{right}} of {{takers}} ({{percent}})", {
                  right: record.right,
                  takers: record.takers,
                  percent: shown(record.rightPercent, "%"),
                })}
              </dd>
            </div>
            <div>
              <dt>{t("Right in the top third")}</dt>
              <dd>{shown(record.topThirdPercent, "%")}</dd>
            </div>
            <div>
              <dt>{t("Right in the bottom third")}</dt>
              <dd>{shown(record.bottomThirdPercent, "%")}</dd>
            </div>
            <div>
              <dt>{t("Average time")}</dt>
              <dd>{record.averageSeconds === null ? "—" : t("{{seconds}} s", { seconds: record.averageSeconds })}</dd>
            </div>
          </dl>
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{heads.test}</th>
                  <th scope="col">{heads.date}</th>
                  <th scope="col">{heads.version}</th>
                  <th scope="col">{heads.right}</th>
                </tr>
              </thead>
              <tbody>
                {record.uses.map((use) => (
                  <tr key={`${use.testId}-${use.position}`}>
                    <th scope="row" translate="no" data-label={heads.test}>
                      {use.testName}
                    </th>
                    <td data-label={heads.date}>{use.date}</td>
                    <td data-label={heads.version}>{use.version ?? "—"}</td>
                    <td data-label={heads.right}>
                      {t("{{right}} of {{takers}}", { right: use.right, takers: use.takers })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
