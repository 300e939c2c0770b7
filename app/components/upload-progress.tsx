import { enhanceData } from "~/enhance/contract";
import { NUMBER_MARK } from "~/enhance/words";
import { useTranslation } from "~/i18n/use-translation";

/**
 * With JavaScript, an upload goes to the JSON API with its progress shown (app/enhance/upload-progress.ts);
 * without it, the form posts as usual and the server answers with a page. These are the upload form's
 * attributes: where the script sends it, where it goes once stored, and the words it may show (the progress
 * bar is the script's own: a text browser would show it in the HTML as a bar that never moves).
 */
export function useUploadWithProgress(apiUrl: string, doneTo: string) {
  const { t } = useTranslation();
  return enhanceData({
    uploadTo: apiUrl,
    doneTo,
    uploading: t("Uploading… {{percent}}%", { percent: NUMBER_MARK }),
    uploaded: t("Uploaded"),
    failed: t("Something went wrong"),
  });
}
