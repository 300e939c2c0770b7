import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drawnText, isInstalled } from "./terminal";

export const hasW3m = isInstalled("w3m", "-version");

/**
 * w3m driven by its keys, as a person in a terminal would: util-linux `script` gives it a terminal,
 * keys go in, and what it draws comes out (as `drawnText`). A textarea opens w3m's editor, here a copy
 * of `textareaText` into w3m's file.
 */
export class W3m {
  private screen = "";
  private readonly child: ChildProcessWithoutNullStreams;

  constructor(url: string, textareaText: string) {
    const home = mkdtempSync(path.join(tmpdir(), "w3m-"));
    writeFileSync(path.join(home, "textarea.txt"), textareaText);
    const command = `w3m -o confirm_qq=0 -o 'editor=cp ${home}/textarea.txt %s' '${url}'`;
    this.child = spawn("script", ["-qfec", command, "/dev/null"], {
      // A tall terminal, so that the whole form is on one screen.
      env: { ...process.env, TERM: "xterm", LINES: "60", COLUMNS: "100", HOME: home },
    });
    this.child.stdout.on("data", (chunk: Buffer) => {
      this.screen += drawnText(chunk.toString());
    });
  }

  /** Waits until w3m has drawn `text` since the last call. */
  async sees(text: string, timeoutMs = 15_000) {
    const wanted = text.replace(/\s+/g, "");
    const start = Date.now();
    while (!this.screen.includes(wanted)) {
      if (Date.now() - start > timeoutMs) throw new Error(`w3m never showed "${text}": …${this.screen.slice(-800)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.screen = "";
  }

  async press(keys: string) {
    this.child.stdin.write(keys);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  /** Moves to the text (w3m's forward search), e.g. a field's label or a button's words. */
  goTo = (text: string) => this.press(`/${text}\r`);

  /** Keys for the form field after a label: the next field, Enter for w3m's prompt or menu, the keys, Enter. */
  async fill(label: string, keys: string) {
    await this.goTo(label);
    await this.press("\t\r");
    await this.press(`${keys}\r`);
  }

  /** Presses the button whose words these are. */
  async pressButton(words: string) {
    await this.goTo(words);
    await this.press("\r");
  }

  quit() {
    this.child.stdin.write("q");
    this.child.kill();
  }
}
