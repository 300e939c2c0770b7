import { describe, expect, it } from "vitest";
import { pluralWords } from "~/components/plural-words";
import { i18nFor } from "~/i18n/catalogues.server";

// A counted message for the teacher's enhancing script (decision 181): one template per plural category.
const KEY = "{{count}} rows are not entered (no mark, not absent): they are not saved.";
const wordsIn = (language: "en" | "hi") => pluralWords(i18nFor(language).getFixedT(language, "teacher"), language, KEY);

describe("pluralWords", () => {
  it("gives each plural category of the language its own form, with {n} where the number goes", () => {
    expect(wordsIn("en")).toEqual({
      "data-plural-one": "{n} row is not entered (no mark, not absent): it is not saved.",
      "data-plural-other": "{n} rows are not entered (no mark, not absent): they are not saved.",
    });
    const hindi = wordsIn("hi");
    expect(Object.keys(hindi).sort()).toEqual(["data-plural-one", "data-plural-other"]);
    expect(hindi["data-plural-one"]).toBe("{n} पंक्ति दर्ज नहीं है (न अंक, न अनुपस्थित): वह सहेजी नहीं जाएगी।");
    expect(hindi["data-plural-other"]).toMatch(/^\{n\} पंक्तियाँ/);
  });
});
