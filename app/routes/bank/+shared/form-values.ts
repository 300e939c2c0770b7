import type { BankQuestionContent } from "~/schemas/bank";

/** A question's content as its form's fields write it: the answer with its tolerance, as a paper's CSV does. */
export const formValuesOf = (question: BankQuestionContent) => ({
  subject: question.subject,
  chapter: question.chapter,
  topic: question.topic,
  difficulty: question.difficulty,
  text: question.text,
  option_a: question.optionA,
  option_b: question.optionB,
  option_c: question.optionC,
  option_d: question.optionD,
  answer: question.tolerance ? `${question.answer}±${question.tolerance}` : question.answer,
  solution: question.solution,
});
