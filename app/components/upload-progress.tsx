import { useTranslation } from "react-i18next";
import { NUMBER_MARK } from "~/enhance/words";

/**
 * With JavaScript, an upload goes to the JSON API with its progress shown (app/enhance/upload-progress.ts);
 * without it, the form posts as usual and the server answers with a page. These are the upload form's
 * attributes: where the script sends it, where it goes once stored, and the words it may need.
 */
export function useUploadMarks(apiUrl: string, doneTo: string) {
  const { t } = useTranslation();
  return {
    "data-upload-to": apiUrl,
    "data-done-to": doneTo,
    "data-uploaded": t("Uploaded"),
    "data-failed": t("Something went wrong"),
  };
}

/** The upload's progress bar, drawn hidden for the script. */
export function UploadProgress() {
  const { t } = useTranslation();
  return (
    <label className="field" data-upload-progress="" hidden>
      <span data-template={t("Uploading… {{percent}}%", { percent: NUMBER_MARK })} />
      <progress max={1} value={0} />
    </label>
  );
}
