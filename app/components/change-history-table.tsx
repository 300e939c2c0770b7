import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("When")}</th>
            <th scope="col">{t("Who")}</th>
            <th scope="col">{t("Student")}</th>
            <th scope="col">{t("Old")}</th>
            <th scope="col">{t("New")}</th>
            {withRemark ? <th scope="col">{t("Remark")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <td>{change.when}</td>
              <td translate="no">{change.who}</td>
              <td translate="no">{change.student}</td>
              <td>{change.old}</td>
              <td>{change.now}</td>
              {withRemark ? <td>{change.remark}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
