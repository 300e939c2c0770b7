import { execFileSync } from "node:child_process";

/** Whether a program answers `program versionFlag`: the text-browser tests skip without their browser. */
export function isInstalled(program: string, versionFlag: string) {
  try {
    execFileSync(program, [versionFlag], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * What a terminal program drew, without escape codes and spaces: curses draws words piecewise and
 * skips cells that already show the right letter, so only the letters in order can be relied on.
 */
export const drawnText = (output: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escape codes are what is removed
  output.replace(/\x1b(\[[0-9;?]*[A-Za-z]|[()][A-Z0-9]|[=>])|\s+/g, "");
