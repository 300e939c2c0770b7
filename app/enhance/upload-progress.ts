import { showToastOnNextPage } from "./toasts";
import { fillNumber } from "./words";

type Answer = { valid?: boolean; message?: string; errors?: Record<string, string[]> };

/**
 * An upload form with `data-upload-to` (its JSON API) goes through XMLHttpRequest, the one browser API that
 * reports upload progress, shown in the form's `[data-upload-progress]` bar; once stored, the page moves to
 * `data-done-to` and shows the API's message there. Without JavaScript the form posts as usual.
 */
function upload(form: HTMLFormElement) {
  const progress = form.querySelector<HTMLElement>("[data-upload-progress]");
  const bar = progress?.querySelector("progress");
  const words = progress?.querySelector<HTMLElement>("[data-template]");
  const message = form.querySelector<HTMLElement>(".form-error");
  const failed = form.dataset.failed ?? "";
  const show = (fraction: number | null) => {
    if (!progress || !bar || !words) return;
    progress.hidden = fraction === null;
    bar.value = fraction ?? 0;
    words.textContent = fillNumber(words.dataset.template ?? "", Math.round((fraction ?? 0) * 100));
  };
  const refuse = (problems: string[]) => {
    show(null);
    if (message) message.textContent = [...new Set(problems)].join(". ");
  };

  const request = new XMLHttpRequest();
  request.open("POST", form.dataset.uploadTo ?? "");
  request.responseType = "json";
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) show(event.loaded / event.total);
  };
  request.onload = () => {
    const answer: Answer = request.response ?? {};
    if (request.status < 300 && answer.valid) {
      showToastOnNextPage({ type: "success", message: answer.message ?? form.dataset.uploaded ?? "" });
      location.assign(form.dataset.doneTo ?? "/");
    } else {
      refuse([answer.message ?? failed, ...Object.values(answer.errors ?? {}).flat()]);
    }
  };
  request.onerror = () => refuse([failed]);
  if (message) message.textContent = "";
  show(0);
  request.send(new FormData(form));
}

export function enhanceUploads() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-upload-to]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      upload(form);
    });
  }
}
