import { describe, expect, it } from "vitest";
import { announcementMessage } from "~/domain/families/family-words.server";
import { markdownToPlainText } from "~/domain/messages/plain-text.server";

describe("Markdown as plain text (WhatsApp, plain-text mail)", () => {
  it("drops bold and italics markers, writes links as 'text (url)' and lists as lines", () => {
    const markdown = [
      "# Exam week",
      "",
      "Bring your **admit card** and _two_ pens. See [the timetable](https://vidya.example/timetable) or https://vidya.example.",
      "",
      "- Maths on *Monday*",
      "- Science on `Tuesday`",
      "",
      "1. Arrive by 9",
      "2. Sit by roll number",
      "",
      "> Parents wait outside & phones stay off.",
    ].join("\n");
    expect(markdownToPlainText(markdown)).toBe(
      [
        "Exam week",
        "",
        "Bring your admit card and two pens. See the timetable (https://vidya.example/timetable) or https://vidya.example.",
        "",
        "- Maths on Monday",
        "- Science on Tuesday",
        "",
        "1. Arrive by 9",
        "2. Sit by roll number",
        "",
        "Parents wait outside & phones stay off.",
      ].join("\n"),
    );
  });

  it("keeps plain words and Hindi as they are", () => {
    expect(markdownToPlainText("सोमवार को छुट्टी है।\nClasses resume on Tuesday.")).toBe(
      "सोमवार को छुट्टी है।\nClasses resume on Tuesday.",
    );
  });

  it("sends an announcement as plain text in the mail and on WhatsApp", () => {
    const words = announcementMessage(
      "Holiday",
      "The institute is **closed** on [Monday](https://vidya.example/m).",
    )("hi");
    expect(words.text).toBe("The institute is closed on Monday (https://vidya.example/m).");
    expect(words.short).toBe("सूचना: Holiday\n\nThe institute is closed on Monday (https://vidya.example/m).");
  });
});
