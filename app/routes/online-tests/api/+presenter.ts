import type { QuestionAnalysis } from "~/domain/online-tests/analysis.server";
import type { AnswerSheet } from "~/domain/online-tests/answer-strings.server";
import type { AttemptPage } from "~/domain/online-tests/attempts.server";
import { type PaperTest, type QuestionPaper, type saveQuestions, wallTimeOf } from "~/domain/online-tests/paper.server";
import type { ShownImage, setQuestionImage } from "~/domain/online-tests/question-images.server";

/**
 * The online-test calls' JSON (SPEC's habits: snake_case, moments in ISO UTC, the window's times also as the
 * institute's "YYYY-MM-DDTHH:MM") from the online-tests domain's plain values.
 * tests/api/online-tests-contract.spec.ts pins it.
 */

const imageAnswer = (image: ShownImage | null) =>
  image && { url: image.url, url_2x: image.url2x, width: image.width, height: image.height, alt: image.alt };

const testAnswer = (test: PaperTest) => ({
  id: test.id,
  name: test.name,
  max_marks: test.maxMarks,
  batch_id: test.batchId,
  subject_id: test.subjectId,
});

/** GET …/paper: the paper with its key, window and whether it is locked. */
export const paperAnswer = (paper: QuestionPaper) => ({
  test: { ...testAnswer(paper.test), published: paper.test.published },
  window: paper.window && {
    opens_at: wallTimeOf(paper.window.opensAt),
    closes_at: wallTimeOf(paper.window.closesAt),
    opens: paper.window.opensAt.toISOString(),
    closes: paper.window.closesAt.toISOString(),
    duration_minutes: paper.window.durationMinutes,
  },
  shuffle_options: paper.shuffleOptions,
  solutions_after_close: paper.solutionsAfterClose,
  questions: paper.questions.map((question) => ({
    position: question.position,
    kind: question.kind,
    text: question.text,
    option_a: question.optionA,
    option_b: question.optionB,
    option_c: question.optionC,
    option_d: question.optionD,
    answer: question.answer,
    tolerance: question.tolerance,
    marks: question.marks,
    negative_marks: question.negativeMarks,
    section: question.section,
    image: imageAnswer(question.image),
  })),
  attempts: paper.attempts,
  locked: paper.locked,
});

/** PUT …/paper and POST …/paper.csv: the questions saved, the new maximum, how many attempts were re-marked. */
export const savedQuestionsAnswer = (saved: Awaited<ReturnType<typeof saveQuestions>>) => ({
  questions: saved.questions,
  max_marks: saved.maxMarks,
  remarked: saved.remarked,
  message: saved.message,
});

/** POST …/questions/{n}/image: the image as the pages show it. */
export const savedImageAnswer = (saved: Awaited<ReturnType<typeof setQuestionImage>>) => ({
  image: imageAnswer(saved.image),
  message: saved.message,
});

/** GET …/attempt: a page of the running attempt, its deadline in UTC and the seconds left. */
export const attemptPageAnswer = (shown: AttemptPage) => ({
  test: shown.test,
  page: shown.page,
  pages: shown.pages,
  deadline: shown.deadline.toISOString(),
  seconds_left: shown.secondsLeft,
  questions: shown.questions.map((question) => ({
    position: question.position,
    kind: question.kind,
    text: question.text,
    image: imageAnswer(question.image),
    options: question.options.map((option) => ({
      letter: option.letter,
      text: option.text,
      image: imageAnswer(option.image),
    })),
    answer: question.answer,
    review: question.review,
  })),
  section: shown.section,
  sections: shown.sections.map((section) => ({
    name: section.name,
    minutes: section.minutes,
    state: section.state,
    ends_at: section.endsAt?.toISOString() ?? null,
    seconds_left: section.secondsLeft,
  })),
  palette: shown.palette,
  unanswered: shown.unanswered,
});

/** GET …/answer-strings: each registered student's saved answer string and marks. */
export const answerSheetAnswer = (sheet: AnswerSheet) => ({
  test: testAnswer(sheet.test),
  questions: sheet.questions,
  rows: sheet.rows.map((row) => ({
    student_id: row.studentId,
    student_name: row.studentName,
    roll_no: row.rollNo,
    email: row.email,
    answers: row.answers,
    marks: row.marks,
  })),
});

/** GET …/analysis: each question's shares in percent, and each student's marks by section. */
export const analysisAnswer = (analysis: QuestionAnalysis) => ({
  test: analysis.test,
  students: analysis.students,
  sections: analysis.sections,
  by_section: analysis.bySection.map((row) => ({
    student_id: row.studentId,
    student_name: row.studentName,
    roll_no: row.rollNo,
    total: row.total,
    sections: row.sections,
  })),
  questions: analysis.questions.map((question) => ({
    position: question.position,
    answer: question.answer,
    correct: question.correct,
    wrong: question.wrong,
    unattempted: question.unattempted,
    most_chosen_wrong: question.mostChosenWrong,
  })),
});
