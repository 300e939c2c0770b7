import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showToast } from "./client-toast";

type Answer = { valid?: boolean; message?: string; errors?: Record<string, string[]> };

/**
 * With JavaScript, an upload goes to the JSON API through XMLHttpRequest, the one browser API that
 * reports upload progress; without it, the form posts as usual and the server answers with a page.
 */
export function useUploadWithProgress(apiUrl: string, doneTo: string) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl);
    request.responseType = "json";
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    request.onload = () => {
      const answer: Answer = request.response ?? {};
      setProgress(null);
      if (request.status < 300 && answer.valid) {
        showToast({ type: "success", message: answer.message ?? t("Uploaded") });
        navigate(doneTo);
      } else {
        setErrors([
          ...new Set([answer.message ?? t("Something went wrong"), ...Object.values(answer.errors ?? {}).flat()]),
        ]);
      }
    };
    request.onerror = () => {
      setProgress(null);
      setErrors([t("Something went wrong")]);
    };
    setErrors(null);
    setProgress(0);
    request.send(new FormData(event.currentTarget));
  }

  return { onSubmit, progress, errors };
}

export function UploadProgress({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return null;
  return (
    <label className="field">
      {t("Uploading… {{percent}}%", { percent: Math.round(value * 100) })}
      <progress max={1} value={value} />
    </label>
  );
}
