import { useTranslation } from "react-i18next";
import { Fact } from "./fact";

/**
 * A labelled value the teacher passes on (a join link, a password). The text is always there to select; with
 * JavaScript app/enhance/copy.ts adds a Copy button (never in the HTML, which text browsers would show as a
 * button that does nothing) that puts the text on the clipboard and says so in the live region, in these words.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = value
    ? {
        "data-copy": value,
        "data-copy-button": t("Copy"),
        "data-copy-name": t("Copy {{label}}", { label }),
        "data-copied": t("{{label}} copied!", { label }),
        "data-copy-failed": t("Could not copy it. Select the text to copy it."),
      }
    : {};
  return (
    <Fact label={label} className="copy-field">
      {value ? <code>{value}</code> : <span className="muted">{t("None")}</span>}
      <span className="copy-notice" role="status" {...copy} />
    </Fact>
  );
}
