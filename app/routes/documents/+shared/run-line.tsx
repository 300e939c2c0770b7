import { useTranslation } from "~/i18n/use-translation";

type Progress = { state: "queued" | "making" | "ready" | "failed"; done: number; total: number };

/** Where a run is, in words: waiting, "Making 40 of 200", ready, or failed. */
export function RunProgress({ run }: { run: Progress }) {
  const { t } = useTranslation("documents");
  if (run.state === "queued") return <>{t("Waiting to be made")}</>;
  if (run.state === "making") return <>{t("Making {{done}} of {{total}}…", { done: run.done, total: run.total })}</>;
  if (run.state === "ready") return <>{t("Ready: {{count}} in one PDF", { count: run.total })}</>;
  return <>{t("Could not be made")}</>;
}
