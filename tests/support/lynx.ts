import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { drawnText, isInstalled } from "./terminal";

const run = promisify(execFile);

export const hasLynx = isInstalled("lynx", "-version");

// Keys by the names Lynx's -cmd_log writes and -cmd_script reads.
export const ENTER = "^J";
export const DOWN = "Down Arrow";
export const UP = "Up Arrow";

/** Typing: one key per character. */
export const type = (text: string) => [...text].map((character) => (character === " " ? "<space>" : character));

/**
 * Lynx's search (/): the current link becomes the one showing the text or, when the text is plain
 * words, the first link or field on its line. Inside a text field "/" is typed instead: move out first.
 */
export const find = (text: string) => ["/", ...type(text), ENTER];

/** G)o: opens an address. */
export const open = (url: string) => ["g", ...type(url), ENTER];

/**
 * Lynx replaying these keys as if typed (-cmd_script). Lynx reads the next key only once the page the
 * last one asked for is drawn, so nothing here waits or guesses; after the last key Lynx exits.
 * Returns what it drew (`drawnText`); each page it loads is announced by "Getting <its address>".
 */
export async function lynx(url: string, keys: string[]) {
  const home = mkdtempSync(path.join(tmpdir(), "lynx-"));
  const script = path.join(home, "keys.txt");
  writeFileSync(script, [...keys.map((key) => `key ${key}`), "exit", ""].join("\n"));
  const { stdout } = await run("lynx", ["-accept_all_cookies", "-nopause", `-cmd_script=${script}`, url], {
    // Cookies live in this HOME only; a tall screen keeps a whole form on one page.
    env: { ...process.env, HOME: home, TERM: "xterm", LINES: "60", COLUMNS: "100" },
    timeout: 20_000,
    maxBuffer: 10_000_000,
  });
  return drawnText(stdout);
}

/** What Lynx drew from the last time it loaded this address on (the rest of its session). */
export function lastVisit(screen: string, address: string) {
  const start = screen.lastIndexOf(`Getting${address}`);
  if (start < 0) throw new Error(`Lynx never loaded ${address}: …${screen.slice(-1500)}`);
  return screen.slice(start);
}
