import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/** One change of a kept record (a mark, a register entry), already in the reader's words. */
export type ShownChange = {
  id: number | string;
  when: string;
  who: string;
  student: ReactNode;
  old: string;
  now: string;
  /** Only the marks have remarks. */
  remark?: string;
};

/** The read-only table of who changed what and when, newest first: the marks' and the register's history. */
export function ChangeHistoryTable({ changes, withRemark = false }: { changes: ShownChange[]; withRemark?: boolean }) {
  const { t } = useTranslation("teacher");
  const heads = {
    when: t("When"),
    who: t("Who"),
    student: t("Student"),
    old: t("Old"),
    now: t("New"),
    remark: t("Remark"),
  };
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{heads.when}</th>
            <th scope="col">{heads.who}</th>
            <th scope="col">{heads.student}</th>
            <th scope="col">{heads.old}</th>
            <th scope="col">{heads.now}</th>
            {withRemark ? <th scope="col">{heads.remark}</th> : null}
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <td data-label={heads.when}>{change.when}</td>
              <td data-label={heads.who} translate="no">
                {change.who}
              </td>
              <td data-label={heads.student} translate="no">
                {change.student}
              </td>
              <td data-label={heads.old}>{change.old}</td>
              <td data-label={heads.now}>{change.now}</td>
              {withRemark ? <td data-label={heads.remark}>{change.remark}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
