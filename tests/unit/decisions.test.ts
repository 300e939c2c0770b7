import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
const index = readFileSync(path.join(folder, "README.md"), "utf8");

describe("the index of decision records", () => {
  it("lists every record by number, with a link to it", () => {
    const missing = records.filter(
      (name) => !index.includes(`| ${name.slice(0, 3)} | [`) || !index.includes(`(${name})`),
    );
    expect(missing).toEqual([]);
  });

  it("links only to records that exist", () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });
});
