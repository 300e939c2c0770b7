import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Fact } from "./fact";
import { useHydrated } from "./use-hydrated";

/**
 * A labelled value the teacher passes on (a join link, a password). The text is always there to select;
 * once JavaScript runs, a Copy button puts it on the clipboard and says so in a live region.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState("");
  const { t } = useTranslation();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setNotice(t("{{label}} copied!", { label }));
    } catch {
      setNotice(t("Could not copy it. Select the text to copy it."));
    }
  }

  return (
    <Fact label={label} className="copy-field">
      {value ? <code>{value}</code> : <span className="muted">{t("None")}</span>}
      {hydrated && value ? (
        <button
          type="button"
          className="button button-quiet"
          onClick={copy}
          aria-label={t("Copy {{label}}", { label })}
        >
          {t("Copy")}
        </button>
      ) : null}
      <span className="copy-notice" role="status">
        {notice}
      </span>
    </Fact>
  );
}
