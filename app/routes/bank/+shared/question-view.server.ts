import { mathInline, mathText } from "~/domain/bank/math-text.server";
import type { BankQuestion } from "~/domain/bank/question-page.server";
import { OPTION_LETTERS } from "~/domain/marks/marking";

/** A bank question for its page: text, options and solution rendered with their formulas, each option's image by it. */
export const questionView = (question: BankQuestion) => ({
  html: mathText(question.text),
  solution: question.solution ? mathText(question.solution) : "",
  image: question.image,
  options:
    question.kind === "numerical"
      ? []
      : OPTION_LETTERS.map((letter) => ({
          letter,
          html: mathInline(question[`option${letter}`]),
          image: question.options[letter] ?? null,
        })),
});
