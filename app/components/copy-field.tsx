import { enhanceData } from "~/enhance/contract";
import { useTranslation } from "~/i18n/use-translation";
import { Fact } from "./fact";

/**
 * The live region app/enhance/copy.ts puts a Copy button before (with JavaScript only: never in the HTML, which
 * text browsers would show as a button that does nothing); the button puts `value` on the clipboard and says so
 * here, in these words. Without JavaScript the value stays selectable where the page shows it.
 */
export function CopyNotice({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="copy-notice"
      role="status"
      {...enhanceData({
        copy: value,
        copyButton: t("Copy"),
        copyName: t("Copy {{label}}", { label }),
        copied: t("{{label}} copied!", { label }),
        copyFailed: t("Could not copy it. Select the text to copy it."),
      })}
    />
  );
}

/** A labelled value the teacher passes on (a join link, a password), always there to select, with a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Fact label={label} className="copy-field">
      {value ? <code>{value}</code> : <span className="muted">{t("None")}</span>}
      {value ? <CopyNotice label={label} value={value} /> : <span className="copy-notice" role="status" />}
    </Fact>
  );
}
