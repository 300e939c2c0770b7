import { describe, expect, it } from "vitest";
import { describeCounts } from "~/domain/content/uploads.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { say } from "~/domain/core/say.server";
import { inLanguage } from "~/i18n/request-language.server";
import { resultRowSchemaFor } from "~/schemas/marks";

/** What a call throws, or undefined. */
function thrown(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
}

const marksError = (marks: number) =>
  resultRowSchemaFor(50, say).safeParse({ student_id: 1, marks, attempted: true }).error?.issues[0].message;

describe("messages that carry a value, in the language of the request", () => {
  it("says the maximum of the marks in English and in Hindi", () => {
    expect(inLanguage("en", () => marksError(51))).toBe("Marks cannot be more than 50");
    expect(inLanguage("hi", () => marksError(51))).toBe("अंक 50 से ज़्यादा नहीं हो सकते");
  });

  it("names the kind of id that was not a number", () => {
    expect(inLanguage("en", () => thrown(() => numericIdOf("abc", "Batch")))).toBe("Invalid batch id");
    expect(inLanguage("hi", () => thrown(() => numericIdOf("abc", "Batch")))).toBe("बैच की आईडी सही नहीं है");
  });

  it("counts what goes with a delete, with plurals in each language", () => {
    const counts: [number, string][] = [
      [1, "{{count}} sub-folders"],
      [2, "{{count}} notes"],
      [0, "{{count}} videos"],
    ];
    expect(inLanguage("en", () => describeCounts(counts))).toBe("1 sub-folder, 2 notes");
    expect(inLanguage("hi", () => describeCounts(counts))).toBe("1 सब-फ़ोल्डर, 2 नोट्स");
    expect(inLanguage("hi", () => describeCounts([]))).toBe("और कुछ नहीं");
  });
});
