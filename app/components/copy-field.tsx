import { useTranslation } from "react-i18next";
import { Fact } from "./fact";

/**
 * A labelled value the teacher passes on (a join link, a password). The text is always there to select;
 * the Copy button is drawn hidden and shown by app/enhance/copy.ts, which puts the text on the clipboard
 * and says so in the live region, in the words given here.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Fact label={label} className="copy-field">
      {value ? <code>{value}</code> : <span className="muted">{t("None")}</span>}
      {value ? (
        <button
          type="button"
          className="button button-quiet"
          aria-label={t("Copy {{label}}", { label })}
          hidden
          data-copy={value}
          data-copied={t("{{label}} copied!", { label })}
          data-copy-failed={t("Could not copy it. Select the text to copy it.")}
        >
          {t("Copy")}
        </button>
      ) : null}
      <span className="copy-notice" role="status" data-copy-notice="" />
    </Fact>
  );
}
