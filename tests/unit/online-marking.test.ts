import { describe, expect, it } from "vitest";
import {
  type KeyedQuestion,
  markAnswers,
  markQuestion,
  normalAnswer,
  OPTION_LETTERS,
  optionOrder,
  readAnswerString,
} from "~/domain/marks/marking";

const single: KeyedQuestion = { position: 1, kind: "single", answer: "B", tolerance: 0, marks: 4, negativeMarks: -1 };
const multiple: KeyedQuestion = {
  position: 2,
  kind: "multiple",
  answer: "AC",
  tolerance: 0,
  marks: 4,
  negativeMarks: -2,
};
const numerical: KeyedQuestion = {
  position: 3,
  kind: "numerical",
  answer: "9.81",
  tolerance: 0.05,
  marks: 3,
  negativeMarks: 0,
};

describe("marking one question", () => {
  it("gives the marks for the right letter, the negative marks for a wrong one, nothing for none", () => {
    expect(markQuestion(single, "B")).toEqual({ outcome: "correct", marks: 4 });
    expect(markQuestion(single, "b")).toEqual({ outcome: "correct", marks: 4 });
    expect(markQuestion(single, "C")).toEqual({ outcome: "wrong", marks: -1 });
    expect(markQuestion(single, "")).toEqual({ outcome: "unattempted", marks: 0 });
    expect(markQuestion(single, undefined)).toEqual({ outcome: "unattempted", marks: 0 });
  });

  it("marks multiple correct all or nothing, in any order of letters", () => {
    expect(markQuestion(multiple, "CA")).toEqual({ outcome: "correct", marks: 4 });
    expect(markQuestion(multiple, "A")).toEqual({ outcome: "wrong", marks: -2 });
    expect(markQuestion(multiple, "ACD")).toEqual({ outcome: "wrong", marks: -2 });
  });

  it("takes a number within the tolerance, and no further", () => {
    expect(markQuestion(numerical, "9.81")).toMatchObject({ outcome: "correct" });
    expect(markQuestion(numerical, "9.86")).toMatchObject({ outcome: "correct" });
    expect(markQuestion(numerical, "9.76")).toMatchObject({ outcome: "correct" });
    expect(markQuestion(numerical, "9.87")).toEqual({ outcome: "wrong", marks: 0 });
    expect(markQuestion(numerical, "nine")).toEqual({ outcome: "unattempted", marks: 0 });
  });

  it("needs exactly the number when there is no tolerance, decimal noise aside", () => {
    const exact = { ...numerical, answer: "0.3", tolerance: 0 };
    expect(markQuestion(exact, String(0.1 + 0.2))).toMatchObject({ outcome: "correct" });
    expect(markQuestion(exact, "0.31")).toMatchObject({ outcome: "wrong" });
  });

  it("reads answers as the key writes them", () => {
    expect(normalAnswer("multiple", "c, a")).toBe("AC");
    expect(normalAnswer("single", "AB")).toBeNull();
    expect(normalAnswer("single", "E")).toBeNull();
    expect(normalAnswer("numerical", " 12.50 ")).toBe("12.5");
  });
});

describe("marking an answer set", () => {
  it("adds up marks with negative marking", () => {
    const marked = markAnswers([single, multiple, numerical], { 1: "C", 2: "AC", 3: "9.8" });
    expect(marked.questions.map((q) => q.outcome)).toEqual(["wrong", "correct", "correct"]);
    expect(marked.total).toBe(6);
  });

  it("keeps the total at zero or above", () => {
    const marked = markAnswers([single, multiple], { 1: "A", 2: "B" });
    expect(marked.sum).toBe(-3);
    expect(marked.total).toBe(0);
  });
});

describe("shuffled options", () => {
  it("gives each seed one order, the same every time, and different seeds different orders", () => {
    expect(optionOrder("attempt 7:q 3")).toEqual(optionOrder("attempt 7:q 3"));
    expect(optionOrder("attempt 7:q 3").toSorted()).toEqual([0, 1, 2, 3]);
    const orders = new Set(Array.from({ length: 40 }, (_, i) => optionOrder(`attempt ${i}:q 1`).join("")));
    expect(orders.size).toBeGreaterThan(5);
  });

  it("still marks right: the option chosen on screen is sent as its key letter", () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const order = optionOrder(`${attempt}:1`);
      // The student finds the right option's text wherever it is shown and picks it.
      const shownAt = order.findIndex((index) => OPTION_LETTERS[index] === single.answer);
      const sent = OPTION_LETTERS[order[shownAt]];
      expect(markQuestion(single, sent).outcome).toBe("correct");
      const wrongAt = (shownAt + 1) % 4;
      expect(markQuestion(single, OPTION_LETTERS[order[wrongAt]]).outcome).toBe("wrong");
    }
  });
});

describe("answer strings", () => {
  const paper = [single, multiple, numerical];
  it("reads one answer per comma, or one character per question", () => {
    expect(readAnswerString("C,CA,9.8", paper)).toEqual({ answers: { 1: "C", 2: "CA", 3: "9.8" } });
    expect(readAnswerString("B-A", [single, { ...single, position: 2 }, { ...single, position: 3 }])).toEqual({
      answers: { 1: "B", 2: "", 3: "A" },
    });
  });

  it("says what does not fit the paper", () => {
    expect(readAnswerString("BA", paper)).toEqual({
      problem: "The answer string has 2 answers; the paper has 3 questions",
    });
    expect(readAnswerString("E,A,1", paper)).toEqual({ problem: 'Answer 1 ("E") should be one of A–D or -' });
  });
});
