import { readData, selector } from "./contract";
import { showToastOnNextPage } from "./toasts";
import { fillNumber } from "./words";

type Answer = { valid?: boolean; message?: string; errors?: Record<string, string[]> };

/**
 * An upload form with `uploadTo` (its JSON API) goes through XMLHttpRequest, the one browser API that
 * reports upload progress, shown in a labelled bar above the form's button while it runs; once stored, the
 * page moves to `doneTo` and shows the API's message there. Without JavaScript the form posts as usual.
 */
function progressBar(form: HTMLFormElement) {
  const label = document.createElement("label");
  const words = document.createElement("span");
  const bar = document.createElement("progress");
  label.className = "field";
  bar.max = 1;
  label.append(words, bar);
  form.querySelector("button[type=submit]")?.before(label);
  const show = (fraction: number) => {
    bar.value = fraction;
    words.textContent = fillNumber(readData(form, "uploading") ?? "", Math.round(fraction * 100));
  };
  show(0);
  return { show, remove: () => label.remove() };
}

function upload(form: HTMLFormElement) {
  const message = form.querySelector<HTMLElement>(".form-error");
  const failed = readData(form, "failed") ?? "";
  if (message) message.textContent = "";
  const progress = progressBar(form);
  const refuse = (problems: string[]) => {
    progress.remove();
    if (message) message.textContent = [...new Set(problems)].join(". ");
  };

  const request = new XMLHttpRequest();
  request.open("POST", readData(form, "uploadTo") ?? "");
  request.responseType = "json";
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) progress.show(event.loaded / event.total);
  };
  request.onload = () => {
    const answer: Answer = request.response ?? {};
    if (request.status < 300 && answer.valid) {
      showToastOnNextPage({ type: "success", message: answer.message ?? readData(form, "uploaded") ?? "" });
      location.assign(readData(form, "doneTo") ?? "/");
    } else {
      refuse([answer.message ?? failed, ...Object.values(answer.errors ?? {}).flat()]);
    }
  };
  request.onerror = () => refuse([failed]);
  request.send(new FormData(form));
}

export function enhanceUploads() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form${selector("uploadTo")}`)) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      upload(form);
    });
  }
}
