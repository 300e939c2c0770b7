import { writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { commitQuestionImport, questionImportPreview, receiveQuestionImport } from "~/domain/bank/bank-import.server";
import { ommlToLatex } from "~/domain/bank/docx-math.server";
import { NOT_A_DOCUMENT } from "~/domain/bank/docx-read.server";
import { parseXml } from "~/domain/bank/docx-xml.server";
import { mathText } from "~/domain/bank/math-text.server";
import { fileStore } from "~/domain/files/file-store.server";
import { newTempPath } from "~/domain/files/received-files.server";
import { IMPORT_WAITS_MS, NO_SUCH_IMPORT, sweepStaleImports } from "~/domain/imports/imports.server";
import { inLanguage } from "~/i18n/request-language.server";
import { docxBytes, omml, type Piece, pngPicture } from "../support/docx";
import { csvText } from "../support/spreadsheets";
import { failure, teacher } from "../support/unit-weeks";

const upload = async (bytes: Uint8Array | string) => {
  const path = await newTempPath();
  await writeFile(path, bytes);
  const { uploadId } = await receiveQuestionImport(teacher, { path, size: bytes.length });
  return uploadId;
};

const HEADER = [
  "subject",
  "chapter",
  "topic",
  "difficulty",
  "text",
  "option_a",
  "option_b",
  "option_c",
  "option_d",
  "answer",
  "solution",
];

describe("a CSV of questions", () => {
  it("checks every row with the bank question's rules and says each problem at its line's field", async () => {
    const id = await upload(
      csvText([
        [...HEADER, "section"],
        [
          "Physics",
          "Kinematics",
          "Free fall",
          "Easy",
          "Speed after $t$ s from rest?",
          "$gt$",
          "$g/t$",
          "$gt^2$",
          "$t/g$",
          "A",
          "$v = u + gt$",
          "ignored",
        ],
        ["Physics", "", "", "easy", "A question without a chapter", "1", "2", "3", "4", "B", "", ""],
        ["Physics", "Kinematics", "", "tough", "Too hard to say", "1", "2", "3", "4", "A", "", ""],
        ["Physics", "Kinematics", "", "hard", "No such option", "1", "2", "3", "4", "E", "", ""],
        ["Physics", "Kinematics", "", "medium", "g in m/s²?", "", "", "", "", "9.8±0.1", "", ""],
      ]),
    );
    const preview = await questionImportPreview(teacher, id);
    expect(preview.source).toBe("csv");
    expect(preview.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6]);
    expect(preview.rows[0].problems).toEqual({});
    expect(preview.rows[0].values.difficulty).toBe("Easy");
    expect(preview.rows[1].problems).toEqual({ chapter: "Write the chapter" });
    expect(preview.rows[2].problems).toEqual({ difficulty: "Choose easy, medium or hard" });
    expect(preview.rows[3].problems).toEqual({ answer: 'The answer "E" is neither letters A–D nor a number' });
    expect(preview.rows[4].problems).toEqual({});
    expect(preview).toMatchObject({ good: 2, duplicates: 0, withProblems: 3 });

    const result = await commitQuestionImport(teacher, id, { anyway: [] });
    expect(result).toMatchObject({ added: 2, skipped: 3, message: "Imported 2 questions; 3 left out" });
    const added = await db.bankQuestion.findMany({ where: { subject: "Physics" }, orderBy: { id: "asc" } });
    expect(added.map((question) => [question.kind, question.answer, question.tolerance, question.difficulty])).toEqual([
      ["single", "A", 0, "easy"],
      ["numerical", "9.8", 0.1, "medium"],
    ]);
    expect(added[0]).toMatchObject({ chapter: "Kinematics", topic: "Free fall", solution: "$v = u + gt$", version: 1 });
    expect(await db.bankQuestionVersion.count({ where: { questionId: added[0].id } })).toBe(1);
  });

  it("refuses a file without the columns it needs, and a file that is neither CSV nor Word, saving nothing", async () => {
    const missing = await failure(
      upload(
        csvText([
          ["subject", "text", "answer"],
          ["Physics", "Q", "A"],
        ]),
      ),
    );
    expect(missing.message).toBe("The file has no column for: chapter, difficulty");
    const pdf = await failure(upload(Buffer.from("%PDF-1.7\n\0\0binary")));
    expect(pdf.message).toBe(NOT_A_DOCUMENT);
    expect(await db.importUpload.count({ where: { kind: "questions" } })).toBe(0);
  });
});

const red = { r: 200, g: 30, b: 30 };
const blue = { r: 30, g: 30, b: 200 };

describe("a Word document of questions", () => {
  it("reads the layout, LaTeX and Word's equations, and makes the pictures the question's and the option's images", async () => {
    const half = omml.fraction(omml.run("1"), omml.run("2"));
    const square = omml.power(omml.run("x"), omml.run("2"));
    const bytes = await docxBytes(
      [
        ["Chemistry and Mathematics practice"],
        ["Subject: Mathematics"],
        ["Chapter: Algebra"],
        ["Topic: Quadratics"],
        ["Difficulty: Medium"],
        ["Q1. Solve ", { omml: square }, " = ", { omml: half }, " for positive x, where $x \\in \\mathbb{R}$."],
        ["A) ", { omml: `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${half}</m:e></m:rad>` }],
        ["B) the point marked ", { picture: "option.png", alt: "point on the curve" }],
        ["C) $-1$"],
        ["D) $2$"],
        ["Answer: A"],
        ["Solution: take the square root of ", { omml: half }, "."],
        [
          "2. Which figure shows ",
          { omml: "<m:sSub><m:e><m:r><m:t>y</m:t></m:r></m:e><m:sub><m:r><m:t>1</m:t></m:r></m:sub></m:sSub>" },
          "?",
        ],
        [{ picture: "question.png", alt: "two curves" }],
        ["(a) first"],
        ["(b) second"],
        ["(c) both"],
        ["(d) neither"],
        ["Answer: c"],
        ["Q3. A question with no answer"],
        ["A) 1"],
        ["B) 2"],
        ["C) 3"],
        ["D) 4"],
      ],
      { "option.png": await pngPicture(red), "question.png": await pngPicture(blue) },
    );
    const id = await upload(bytes);
    const preview = await questionImportPreview(teacher, id);
    expect(preview.source).toBe("docx");
    const [first, second, third] = preview.rows;
    expect(first.values).toMatchObject({
      subject: "Mathematics",
      chapter: "Algebra",
      topic: "Quadratics",
      difficulty: "medium",
      text: "Solve $x^{2}$ = $\\frac{1}{2}$ for positive x, where $x \\in \\mathbb{R}$.",
      option_a: "$\\sqrt{\\frac{1}{2}}$",
      option_b: "the point marked",
      answer: "A",
      solution: "take the square root of $\\frac{1}{2}$.",
    });
    expect(first.pictures).toEqual({ b: { alt: "point on the curve" } });
    expect(first.problems).toEqual({});
    // The formulas render as MathML for the page.
    expect(mathText(first.values.text)).toContain("<mfrac>");
    expect(mathText(first.values.text)).toContain("<msup>");
    expect(second.values.text).toBe("Which figure shows $y_{1}$?");
    expect(second.pictures).toEqual({ question: { alt: "two curves" } });
    expect(third.problems).toEqual({ answer: "Give the answer: a letter A–D, letters such as AC, or a number" });

    const result = await commitQuestionImport(teacher, id, { anyway: [] });
    expect(result).toMatchObject({ added: 2, skipped: 1 });
    const [withOption, withFigure] = await db.bankQuestion.findMany({
      where: { subject: "Mathematics" },
      orderBy: { id: "asc" },
    });
    const optionImages = JSON.parse(withOption.optionImages);
    expect(Object.keys(optionImages)).toEqual(["B"]);
    expect(optionImages.B).toMatchObject({ width: 120, height: 80, alt: "point on the curve" });
    expect(await fileStore().open(`site/${optionImages.B.key}-1x.webp`)).not.toBeNull();
    expect(withFigure).toMatchObject({ answer: "C", imageWidth: 120, imageHeight: 80, imageAlt: "two curves" });
    expect(await fileStore().open(`site/${withFigure.imageKey}-2x.webp`)).not.toBeNull();
  });

  it("says when a picture is not PNG, JPEG or WebP, or two share a place, and when nothing in it is a question", async () => {
    const bytes = await docxBytes(
      [
        ["Subject: Biology", "", ""],
        ["Chapter: Cells"],
        ["Difficulty: easy"],
        ["Q. Name the organelle ", { picture: "old.emf" }],
        ["A) a ", { picture: "one.png" }, { picture: "two.png" }],
        ["B) b"],
        ["C) c"],
        ["D) d"],
        ["Answer: A"],
        ["and some words after the answer"],
      ],
      {
        "old.emf": Buffer.from([1, 0, 0, 0, 0x6c, 0, 0, 0]),
        "one.png": await pngPicture(red),
        "two.png": await pngPicture(blue),
      },
    );
    const id = await upload(bytes);
    const preview = await questionImportPreview(teacher, id);
    expect(preview.rows[0].problems).toEqual({
      text: "The picture is not a PNG, JPEG or WebP image (an old Word equation? write it again with Insert › Equation)",
      option_a: "One picture at most here",
      answer: 'Text after the answer: start a solution with "Solution:"',
    });
    // Said in the teacher's language.
    const hindi = await inLanguage("hi", () => questionImportPreview(teacher, id));
    expect(hindi.rows[0].problems.option_a).toBe("यहाँ ज़्यादा से ज़्यादा एक तस्वीर");
    const empty = await failure(upload(await docxBytes([["Just a title"]])));
    expect(empty.message).toContain("The document has no questions");
  });
});

describe("Word's equations as LaTeX", () => {
  const latexOf = async (inside: string) => {
    const tree = await parseXml(`<m:oMath xmlns:m="m">${inside}</m:oMath>`);
    return ommlToLatex(tree);
  };
  const r = omml.run;

  it("converts the constructs of question papers, and KaTeX reads every one", async () => {
    const cases: [string, string][] = [
      [omml.fraction(r("a+b"), r("2")), "\\frac{a+b}{2}"],
      [omml.power(r("ab"), r("n")), "{ab}^{n}"],
      [`<m:sSubSup><m:e>${r("x")}</m:e><m:sub>${r("i")}</m:sub><m:sup>${r("2")}</m:sup></m:sSubSup>`, "x_{i}^{2}"],
      [`<m:rad><m:deg>${r("3")}</m:deg><m:e>${r("8")}</m:e></m:rad>`, "\\sqrt[3]{8}"],
      [
        `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="}"/></m:dPr><m:e>${r("0,1")}</m:e></m:d>`,
        "\\left[ 0,1 \\right\\}",
      ],
      [
        `<m:nary><m:naryPr><m:chr m:val="∑"/></m:naryPr><m:sub>${r("i=1")}</m:sub><m:sup>${r("n")}</m:sup><m:e>${r("i")}</m:e></m:nary>`,
        "\\sum_{i=1}^{n} {i}",
      ],
      [
        `<m:nary><m:sub>${r("0")}</m:sub><m:sup>${r("1")}</m:sup><m:e>${r("x dx")}</m:e></m:nary>`,
        "\\int_{0}^{1} {x dx}",
      ],
      [`<m:func><m:fName>${r("sin")}</m:fName><m:e>${r("θ")}</m:e></m:func>`, "\\sin{θ}"],
      [`<m:acc><m:accPr><m:chr m:val="⃗"/></m:accPr><m:e>${r("F")}</m:e></m:acc>`, "\\vec{F}"],
      [`<m:bar><m:barPr><m:pos m:val="top"/></m:barPr><m:e>${r("z")}</m:e></m:bar>`, "\\overline{z}"],
      [
        `<m:func><m:fName><m:limLow><m:e>${r("lim")}</m:e><m:lim>${r("x→0")}</m:lim></m:limLow></m:fName><m:e>${r("x")}</m:e></m:func>`,
        "\\lim_{x→0}{x}",
      ],
      [
        `<m:m><m:mr><m:e>${r("1")}</m:e><m:e>${r("0")}</m:e></m:mr><m:mr><m:e>${r("0")}</m:e><m:e>${r("1")}</m:e></m:mr></m:m>`,
        "\\begin{matrix}1 & 0 \\\\ 0 & 1\\end{matrix}",
      ],
      [r("50% of {x}"), "50\\% of \\{x\\}"],
    ];
    for (const [inside, latex] of cases) {
      expect(await latexOf(inside), latex).toBe(latex);
      expect(mathText(`$${latex}$`), latex).not.toContain("katex-error");
    }
  });
});

/** A document of `count` questions of one subject and chapter, numbered "1.", "2."… */
const questionsDocument = (subject: string, count: number, text = (n: number) => `Question ${n}: $x^${n}$?`) =>
  docxBytes([
    [`Subject: ${subject}`],
    ["Chapter: Everything"],
    ["Difficulty: hard"],
    ...Array.from({ length: count }, (_, index): Piece[][] => [
      [`${index + 1}. ${text(index + 1)}`],
      ["A) one"],
      ["B) two"],
      ["C) three"],
      ["D) four"],
      ["Answer: D"],
    ]).flat(),
  ]);

describe("duplicates and importing once", () => {
  it("flags a question already in the bank of that subject and a repeated row, and adds them only when ticked", async () => {
    await commitQuestionImport(teacher, await upload(await questionsDocument("Zoology", 1)), { anyway: [] });
    const [kept] = await db.bankQuestion.findMany({ where: { subject: "Zoology" } });
    const bytes = await docxBytes([
      ["Subject: zoology"],
      ["Chapter: Another chapter"],
      ["Difficulty: easy"],
      // Case and spaces differ: still the same question.
      ["Q1. QUESTION 1 :  $x^1$ ?"],
      ["A) One"],
      ["B) two"],
      ["C) three"],
      ["D) four"],
      ["Answer: D"],
      ["Q2. A new one"],
      ["A) 1"],
      ["B) 2"],
      ["C) 3"],
      ["D) 4"],
      ["Answer: A"],
      ["Q3. A new one"],
      ["A) 1"],
      ["B) 2"],
      ["C) 3"],
      ["D) 4"],
      ["Answer: A"],
    ]);
    const id = await upload(bytes);
    const preview = await questionImportPreview(teacher, id);
    expect(preview.rows.map((row) => row.duplicateOf)).toEqual([
      { questionId: kept.id, line: null },
      null,
      { questionId: null, line: 2 },
    ]);
    expect(preview).toMatchObject({ good: 1, duplicates: 2, withProblems: 0 });
    // The same question in another subject is not a duplicate.
    const other = await questionImportPreview(teacher, await upload(await questionsDocument("Botany", 1)));
    expect(other.rows[0].duplicateOf).toBeNull();

    const result = await commitQuestionImport(teacher, id, { anyway: [3] });
    expect(result).toMatchObject({ added: 2, skipped: 1 });
    expect(await db.bankQuestion.count({ where: { subject: { in: ["Zoology", "zoology"] } } })).toBe(3);
  });

  it("imports 50 questions in one go, and a resent 'Import' adds nothing more", async () => {
    const id = await upload(await questionsDocument("Astronomy", 50));
    expect((await questionImportPreview(teacher, id)).good).toBe(50);
    const [first, second] = await Promise.allSettled([
      commitQuestionImport(teacher, id, { anyway: [] }),
      commitQuestionImport(teacher, id, { anyway: [] }),
    ]);
    expect([first.status, second.status].sort()).toEqual(["fulfilled", "rejected"]);
    const refused = (first.status === "rejected" ? first : second) as PromiseRejectedResult;
    expect(refused.reason.message).toBe(NO_SUCH_IMPORT);
    expect(await db.bankQuestion.count({ where: { subject: "Astronomy" } })).toBe(50);
    expect((await failure(commitQuestionImport(teacher, id, { anyway: [] }))).message).toBe(NO_SUCH_IMPORT);
    expect(await db.importUpload.count({ where: { id } })).toBe(0);
  });

  it("leaves a question upload to the spreadsheet imports' hourly sweep, with its file", async () => {
    const id = await upload(await questionsDocument("Geology", 1));
    const { storeName } = await db.importUpload.findUniqueOrThrow({ where: { id } });
    const later = new Date(Date.now() + IMPORT_WAITS_MS + 60_000);
    expect(await sweepStaleImports(later)).toBeGreaterThanOrEqual(1);
    expect(await fileStore().open(storeName)).toBeNull();
    expect((await failure(questionImportPreview(teacher, id))).message).toBe(NO_SUCH_IMPORT);
  });
});
