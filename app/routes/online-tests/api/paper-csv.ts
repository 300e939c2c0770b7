import { Readable } from "node:stream";
import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { saveQuestions } from "~/domain/online-tests/paper.server";
import { exportPaperCsv, readPaperCsv } from "~/domain/online-tests/paper-csv.server";
import { apiHandler } from "~/http/api.server";
import { readLimitedText } from "~/http/body.server";
import { savedQuestionsAnswer } from "./+presenter";

/** GET /online-tests/{testId}/paper.csv: the paper as 'Download CSV' gives it (teacher). */
export const loader = apiHandler(async ({ actor, params }) => {
  const { csv, filename } = await exportPaperCsv(actor, numericIdOf(params.testId, "Test"));
  return { filename, csv };
});

/** POST a CSV body (`Content-Type: text/csv`, `?remark=1` to re-mark): the same import as the page's. */
export const action = apiHandler(async ({ request, actor, params }) => {
  assertTeacher(actor);
  const testId = numericIdOf(params.testId, "Test");
  const questions = await readPaperCsv(Readable.from([await readLimitedText(request)]));
  const remark = new URL(request.url).searchParams.get("remark") === "1";
  return savedQuestionsAnswer(await saveQuestions(actor, testId, questions, remark));
}, 201);
