import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { inLanguage, requestTranslator } from "~/i18n/request-language.server";

const root = path.resolve(import.meta.dirname, "../..");
const localesDir = path.join(root, "app/locales");

const namespacesOf = (language: string) =>
  readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();

const catalogue = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), "utf8"));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "locales" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

// i18next's plural forms of one key: "{{count}} students_one", "{{count}} students_other".
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe("the catalogues", () => {
  const english = namespacesOf("en");

  it("has every namespace in every language, with the same keys", () => {
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(namespacesOf(language), language).toEqual(english);
      for (const namespace of english) {
        expect(Object.keys(catalogue(language, namespace)).sort(), `${language}/${namespace}`).toEqual(
          Object.keys(catalogue("en", namespace)).sort(),
        );
      }
    }
  });

  it("has no empty translation, and English maps each key to itself unless it is a plural form", () => {
    for (const language of LANGUAGES)
      for (const namespace of english)
        for (const [key, text] of Object.entries(catalogue(language, namespace))) {
          expect(text.trim(), `${language}/${namespace}: ${key}`).not.toBe("");
          if (language === "en" && !PLURAL_SUFFIX.test(key)) expect(text, `en/${namespace}`).toBe(key);
        }
  });

  it("uses every key somewhere in the code (as a t() argument, a schema's or a domain rule's message)", () => {
    const source = [...sourceFiles(path.join(root, "app")), ...sourceFiles(path.join(root, "server"))]
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = english.flatMap((namespace) =>
      Object.keys(catalogue("en", namespace))
        .map((key) => key.replace(PLURAL_SUFFIX, ""))
        .filter((key) => ![`"${key}"`, `'${key}'`, `\`${key}\``].some((quoted) => source.includes(quoted)))
        .map((key) => `${namespace}: ${key}`),
    );
    expect([...new Set(unused)]).toEqual([]);
  });

  it("translates a message made elsewhere in the language of the request being answered", () => {
    expect(inLanguage("hi", () => requestTranslator()("Language"))).toBe("भाषा");
    expect(inLanguage("en", () => requestTranslator()("Language"))).toBe("Language");
    expect(requestTranslator()("A sentence no catalogue has")).toBe("A sentence no catalogue has");
  });
});
