import { readData, selector } from "./contract";
import { fillNumber } from "./words";

/** Minutes and seconds, "12:05"; hours too for a long test, "1:02:05". */
function clock(seconds: number) {
  const [hours, ...rest] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const text = rest.map((part) => String(part).padStart(2, "0")).join(":");
  return hours > 0 ? `${hours}:${text}` : text.replace(/^0/, "");
}

/**
 * The online test's time left. Without JavaScript the server's line says the minutes as the page was made; here
 * it counts down the seconds the server gave with the page (so neither a wrong phone clock nor a reload can
 * change it), in the server's words, and says so when the time is up. The server refuses late answers anyway.
 */
export function enhanceCountdown() {
  const line = document.querySelector<HTMLElement>(selector("countdown"));
  if (!line) return;
  const endsAt = Date.now() + Number(readData(line, "countdown")) * 1000;
  const tick = () => {
    const left = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
    line.textContent =
      left > 0 ? fillNumber(readData(line, "countdownRunning") ?? "", clock(left)) : readData(line, "countdownOver");
    if (left === 0) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
  tick();
}
