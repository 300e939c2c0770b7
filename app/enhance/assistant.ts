import { readData, selector } from "./contract";

/**
 * The AI assistant's chat. The reply is shown as it arrives: the prompt goes to the form's `streamUrl`
 * and the text is appended chunk by chunk; once complete, the page is loaded again and shows the reply as the
 * server formats it. Without JavaScript the form simply posts and the page returns whole.
 * Which chat is open ("batchId/subjectId") is kept in local storage, so that coming back to the batch page
 * reopens it; closing the chat forgets it.
 */
const AI_SCREEN_FLAG = "aiScreen";

function line(className: string, text: string) {
  const item = document.createElement("li");
  const paragraph = document.createElement("p");
  item.className = className;
  paragraph.textContent = text;
  item.append(paragraph);
  return { item, paragraph };
}

async function streamReply(form: HTMLFormElement, prompt: string) {
  const log = document.querySelector<HTMLElement>(".chat-log");
  const message = form.querySelector<HTMLElement>(".form-error");
  const failed = readData(form, "failed") ?? "";
  if (message) message.textContent = "";
  log?.querySelector(selector("chatEmpty"))?.remove();
  const asked = line("chat-user", prompt);
  asked.item.translate = false;
  const reply = line("chat-ai", readData(form, "thinking") ?? "");
  reply.paragraph.className = "chat-streaming";
  log?.append(asked.item, reply.item);
  const giveUp = (text: string) => {
    asked.item.remove();
    reply.item.remove();
    if (message) message.textContent = text;
  };
  try {
    const response = await fetch(readData(form, "streamUrl") ?? "", { method: "POST", body: new FormData(form) });
    if (!response.ok || !response.body) {
      const answer = await response.json().catch(() => ({}));
      return giveUp(answer.message ?? failed);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += chunk.value;
      reply.paragraph.textContent = text;
    }
    // The conversation as the server keeps and formats it; a GET, so nothing is sent twice.
    location.replace(location.pathname);
  } catch {
    giveUp(failed);
  }
}

function rememberOpenChat() {
  const chat = document.querySelector<HTMLElement>(selector("aiScreen"));
  if (chat) {
    localStorage.setItem(AI_SCREEN_FLAG, readData(chat, "aiScreen") ?? "");
    const forget = () => localStorage.removeItem(AI_SCREEN_FLAG);
    chat.querySelector(selector("dialogClose"))?.addEventListener("click", forget);
    chat.addEventListener("cancel", forget);
    return;
  }
  // The batch page without a dialog open: reopen a chat of this batch left open.
  const batch = document.querySelector<HTMLElement>(selector("aiReopen"));
  const [batchId, subjectId] = localStorage.getItem(AI_SCREEN_FLAG)?.split("/") ?? [];
  if (!batch || batchId !== readData(batch, "aiReopen")) return;
  const chatLink = document.querySelector<HTMLAnchorElement>(`a${selector("aiChat", subjectId)}`);
  if (chatLink) location.replace(chatLink.href);
}

export function enhanceAssistant() {
  rememberOpenChat();
  const form = document.querySelector<HTMLFormElement>(`form${selector("streamUrl")}`);
  form?.addEventListener("submit", (event) => {
    const prompt = String(new FormData(form).get("prompt") ?? "").trim();
    // An empty prompt goes the ordinary way, so the server's message appears at the field.
    if (!prompt) return;
    event.preventDefault();
    void streamReply(form, prompt);
  });
}
