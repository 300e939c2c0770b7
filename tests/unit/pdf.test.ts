import { execFileSync } from "node:child_process";
import path from "node:path";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawLetterhead } from "~/domain/documents/letterhead.server";
import { newPdf, scriptRuns } from "~/domain/documents/pdf-document.server";
import { pdfImages, pdfInfo, pdfText } from "../support/pdf";

/** Words with every kind of Devanagari cluster: conjuncts, reph, the i-matra, matras above and below, nukta. */
const HINDI = [
  "क्षत्रिय",
  "त्रिभुज",
  "श्रीमती",
  "ज्ञान",
  "कर्म",
  "प्रकृति",
  "हिन्दी",
  "रसीद",
  "उपस्थिति",
  "शिक्षक",
  "टिप्पणी",
  "द्वारा",
  "शुल्क",
  "पृष्ठ",
  "रुपये",
  "कौन",
  "ज़्यादा",
  "हृदय",
  "पैसे",
  "मात्र",
  "अंक",
  "सँवारना",
];

describe("PDFs in English and Hindi", () => {
  it("cuts text where the script changes, spaces going with what they follow", () => {
    expect(scriptRuns("Name: मीरा अय्यर (Roll 12)")).toEqual([
      { text: "Name: ", devanagari: false },
      { text: "मीरा अय्यर ", devanagari: true },
      { text: "(Roll 12)", devanagari: false },
    ]);
  });

  it("shapes Devanagari as HarfBuzz does: the same glyphs, advances and offsets for every word", () => {
    const fontFile = path.resolve("fonts/NotoSansDevanagari-Regular.ttf");
    const font = fontkit.openSync(fontFile) as fontkit.Font;
    for (const word of HINDI) {
      const ours = font.layout(word);
      const harfbuzz = JSON.parse(
        execFileSync("hb-shape", ["--output-format=json", "--no-glyph-names", "--no-clusters", fontFile, word], {
          encoding: "utf8",
        }),
      ) as { g: number; ax: number; dx: number; dy: number }[];
      const shaped = ours.glyphs.map((glyph, n) => ({
        g: glyph.id,
        ax: ours.positions[n].xAdvance,
        dx: ours.positions[n].xOffset,
        dy: ours.positions[n].yOffset,
      }));
      expect(shaped, word).toEqual(harfbuzz.map(({ g, ax, dx, dy }) => ({ g, ax, dx, dy })));
    }
  });

  it("writes Hindi and English that read back as typed, with both fonts embedded, on the page size asked", async () => {
    const pdf = await newPdf({ size: "A5", title: "रसीद", language: "hi" });
    let y = 40;
    y += pdf.text(`छात्र: मीरा अय्यर (Roll 12), ₹1,50,000.50`, 36, y, 340, { bold: true });
    y += pdf.text(HINDI.join(" "), 36, y, 340);
    pdf.text("Paid in full", 36, y, 340, { align: "right" });
    const bytes = await pdf.bytes();

    const text = pdfText(bytes);
    expect(text).toContain("छात्र: मीरा अय्यर (Roll 12), ₹1,50,000.50");
    for (const word of HINDI) expect(text.split(/\s+/), word).toContain(word);
    expect(text).toContain("Paid in full");
    const info = pdfInfo(bytes);
    expect(info).toMatchObject({ pages: 1, width: 419.53, height: 595.28 });
    expect(info.fonts).toEqual([
      "NotoSans-Bold",
      "NotoSans-Regular",
      "NotoSansDevanagari-Bold",
      "NotoSansDevanagari-Regular",
    ]);
  });

  it("wraps at spaces within the width and says the height it took", async () => {
    const pdf = await newPdf({ size: "CR80", margin: 8, title: "Card", language: "en" });
    const words = "Keep this card with you at every class and test";
    expect(pdf.heightOf(words, 1000, { size: 8 })).toBe(12);
    const height = pdf.heightOf(words, 80, { size: 8 });
    expect(height).toBeGreaterThan(24);
    expect(pdf.text(words, 8, 8, 80, { size: 8 })).toBe(height);
    expect(
      pdfText(await pdf.bytes())
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(words);
  });

  it("heads every page with the institute and embeds its logo once however many pages show it", async () => {
    const png = await sharp({ create: { width: 400, height: 96, channels: 4, background: "#1d3b70" } })
      .png()
      .toBuffer();
    const head = { name: "विद्या कोचिंग", address: "12 MG Road, Pune", phone: "+91 98765 43210", email: "a@b.test" };
    const pdf = await newPdf({ size: "A4", title: "Report cards", language: "hi" });
    for (const page of [1, 2, 3]) {
      if (page > 1) pdf.doc.addPage();
      drawLetterhead(
        pdf,
        { ...head, logo: { png, ratio: 400 / 96 } },
        { x: 36, y: 36, width: 523, title: "रिपोर्ट कार्ड" },
      );
    }
    const bytes = await pdf.bytes();
    expect(
      pdfText(bytes).match(/विद्या कोचिंग\n12 MG Road, Pune\n\+91 98765 43210 · a@b.test\nरिपोर्ट कार्ड/g),
    ).toHaveLength(3);
    const images = pdfImages(bytes);
    expect(images.map((image) => image.page)).toEqual([1, 2, 3]);
    expect(new Set(images.map((image) => image.object)).size).toBe(1);
  });
});
