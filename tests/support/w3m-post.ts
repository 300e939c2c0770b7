import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

type Field = { name: string; value: string; type: string; checked: boolean; label: string };
type Button = { name?: string; value: string; text: string };

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'", "#39": "'", nbsp: " " };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, "")).trim();

function attributes(tag: string) {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g))
    found[match[1].toLowerCase()] = decode(match[2] ?? "");
  return found;
}

/**
 * A form read from a page's HTML the way a text browser reads it: its fields with the labels a person
 * sees (a `<label for>` or an `aria-label`), its buttons, and where it posts. `fill` and `check` find a
 * field by that label; `body` is what the browser sends when a button is pressed.
 */
export class TextForm {
  constructor(
    readonly action: string,
    readonly fields: Field[],
    readonly buttons: Button[],
  ) {}

  static fromPage(html: string, pageUrl: string, buttonText: string) {
    const labels = new Map<string, string>();
    for (const match of html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/g)) {
      const target = attributes(match[1]).for;
      if (target) labels.set(target, textOf(match[2]));
    }
    for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
      const buttons = [...match[2].matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map((button) => {
        const { name, value = "" } = attributes(button[1]);
        return { name, value, text: textOf(button[2]) };
      });
      if (!buttons.some((button) => button.text === buttonText)) continue;
      const fields = [...match[2].matchAll(/<input\b[^>]*>/g)].map((input) => {
        const found = attributes(input[0]);
        const type = found.type ?? "text";
        return {
          name: found.name ?? "",
          value: found.value ?? (type === "checkbox" ? "on" : ""),
          type,
          checked: "checked" in found,
          label: found["aria-label"] ?? labels.get(found.id ?? "") ?? "",
        };
      });
      const action = new URL(attributes(match[1]).action ?? "", pageUrl).toString();
      return new TextForm(action, fields, buttons);
    }
    throw new Error(`No form with a "${buttonText}" button on ${pageUrl}`);
  }

  private field(label: string) {
    const field = this.fields.find((candidate) => candidate.label.replace(/\s*\*$/, "") === label);
    if (!field) throw new Error(`No field labelled "${label}"; labels: ${this.fields.map((f) => f.label).join(", ")}`);
    return field;
  }

  fill(label: string, value: string) {
    this.field(label).value = value;
    return this;
  }

  check(label: string) {
    this.field(label).checked = true;
    return this;
  }

  body(buttonText: string) {
    const sent = new URLSearchParams();
    for (const field of this.fields) {
      if (!field.name || ["submit", "button", "file"].includes(field.type)) continue;
      if (["checkbox", "radio"].includes(field.type) && !field.checked) continue;
      sent.append(field.name, field.value);
    }
    const button = this.buttons.find((candidate) => candidate.text === buttonText);
    if (button?.name) sent.append(button.name, button.value);
    return sent.toString();
  }
}

/**
 * w3m, run as a person would run it, one page at a time: its own cookie jar in a home folder of its
 * own, its own HTTP (no Origin, no Sec-Fetch-Site), and the page text it shows (`-dump`).
 */
export class W3m {
  private readonly home = mkdtempSync(path.join(tmpdir(), "w3m-"));

  private readonly baseURL: string;

  constructor(baseURL: string) {
    // w3m keeps no cookies for a host name without a dot, such as localhost.
    this.baseURL = baseURL.replace("//localhost", "//127.0.0.1");
  }

  private async w3m(args: string[]) {
    const options = ["-o", "use_proxy=0", "-o", "accept_encoding=identity", "-cookie", "-o", "accept_cookie=1"];
    const cookies = ["-o", "accept_bad_cookie=1", "-o", "use_cookie=1", "-cols", "120"];
    const { stdout } = await run("w3m", [...options, ...cookies, ...args], {
      env: { ...process.env, HOME: this.home },
    });
    return stdout;
  }

  /** The page as w3m shows it. */
  view(pathname: string) {
    return this.w3m(["-dump", new URL(pathname, this.baseURL).toString()]);
  }

  /** The page's HTML, as w3m fetched it (to follow a link by its address). */
  source(pathname: string) {
    return this.w3m(["-dump_source", new URL(pathname, this.baseURL).toString()]);
  }

  /** The form on a page that has the given button. */
  async form(pathname: string, buttonText: string) {
    const url = new URL(pathname, this.baseURL).toString();
    return TextForm.fromPage(await this.w3m(["-dump_source", url]), url, buttonText);
  }

  /** Presses the button: w3m posts the form and shows the page it ends on. */
  submit(form: TextForm, buttonText: string) {
    const bodyFile = path.join(this.home, "form-body");
    writeFileSync(bodyFile, form.body(buttonText));
    return this.w3m(["-post", bodyFile, "-dump", form.action]);
  }
}
