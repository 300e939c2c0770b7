import type { bankDuplicates } from "~/domain/bank/duplicates.server";
import type { BankChapter, listBankQuestions } from "~/domain/bank/list.server";
import type { setBankQuestionImage } from "~/domain/bank/question-figures.server";
import type { BankQuestion } from "~/domain/bank/question-page.server";
import type { bankQuestionHistory } from "~/domain/bank/question-versions.server";
import type { BankQuestionRecord } from "~/domain/bank/record.server";
import type { ShownImage } from "~/domain/online-tests/question-images.server";

/**
 * The bank's JSON (SPEC's habits: snake_case, moments in ISO UTC). Texts are the LaTeX as typed: a client renders
 * them itself.
 */

const imageAnswer = (image: ShownImage | null | undefined) =>
  image ? { url: image.url, url_2x: image.url2x, width: image.width, height: image.height, alt: image.alt } : null;

type Listed = Awaited<ReturnType<typeof listBankQuestions>>["questions"][number];

/** A question as the list gives it. */
export const listedQuestionAnswer = (question: Listed) => ({
  id: question.id,
  subject: question.subject,
  chapter: question.chapter,
  topic: question.topic,
  difficulty: question.difficulty,
  kind: question.kind,
  text: question.text,
  version: question.version,
});

/** A question whole: its content, images, version, and when it was made and last saved. */
export const questionAnswer = (question: BankQuestion) => ({
  id: question.id,
  subject: question.subject,
  chapter: question.chapter,
  topic: question.topic,
  difficulty: question.difficulty,
  kind: question.kind,
  text: question.text,
  option_a: question.optionA,
  option_b: question.optionB,
  option_c: question.optionC,
  option_d: question.optionD,
  answer: question.answer,
  tolerance: question.tolerance,
  solution: question.solution,
  version: question.version,
  image: imageAnswer(question.image),
  option_images: Object.fromEntries(
    (["A", "B", "C", "D"] as const).map((letter) => [letter, imageAnswer(question.options[letter])]),
  ),
  created_at: question.createdAt.toISOString(),
  updated_at: question.updatedAt.toISOString(),
});

/** Its versions, newest first: who saved each, when, and which fields it changed. */
export const versionsAnswer = (versions: Awaited<ReturnType<typeof bankQuestionHistory>>) =>
  versions.map((version) => ({
    version: version.version,
    saved_by: version.savedBy,
    saved_by_id: version.savedById,
    saved_at: version.savedAt.toISOString(),
    changed: version.changed,
  }));

/** Its record over every paper that used it. */
export const recordAnswer = (record: BankQuestionRecord) => ({
  takers: record.takers,
  right: record.right,
  right_percent: record.rightPercent,
  top_third_percent: record.topThirdPercent,
  bottom_third_percent: record.bottomThirdPercent,
  average_seconds: record.averageSeconds,
  uses: record.uses.map((use) => ({
    test_id: use.testId,
    test_name: use.testName,
    date: use.date,
    position: use.position,
    version: use.version,
    takers: use.takers,
    right: use.right,
  })),
});

export const chapterAnswer = (chapter: BankChapter) => ({ ...chapter });

/** Groups of duplicates, each question with its id, place and text. */
export const duplicatesAnswer = (groups: Awaited<ReturnType<typeof bankDuplicates>>) =>
  groups.map((group) => ({
    subject: group.subject,
    fingerprint: group.fingerprint,
    questions: group.questions.map((question) => ({
      id: question.id,
      chapter: question.chapter,
      topic: question.topic,
      difficulty: question.difficulty,
      text: question.text,
      version: question.version,
    })),
  }));

/** An image saved: where it went (the question or an option's letter) and how it is shown. */
export const savedImageAnswer = (saved: Awaited<ReturnType<typeof setBankQuestionImage>>) => ({
  id: saved.id,
  place: saved.place,
  image: imageAnswer(saved.image),
  message: saved.message,
});
