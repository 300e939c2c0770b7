import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import type { User } from "~/domain/access/actor";
import { say } from "~/domain/core/say.server";
import { checkResults, saveResults } from "~/domain/marks/sheet.server";
import { testToMark } from "~/domain/marks/tests.server";
import { handleForm } from "~/http/forms.server";
import { readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { marksSheetSchemaFor } from "~/schemas/marks";

/**
 * The marks sheet's two buttons. Only 'Save' saves; Enter (the form's default button, 'Check marks')
 * checks and answers with the sheet, every value kept. Checked by the test's own row schema.
 */
export async function answerMarksSheet(
  context: Readonly<RouterContextProvider>,
  teacher: User,
  testId: number,
  formData: FormData,
  here: string,
) {
  const test = await readForPage(() => testToMark(teacher, testId));
  return handleForm(formData, marksSheetSchemaFor(test.maxMarks, say), async (value, submission) => {
    if (value.intent === "check") {
      const { message } = await checkResults(teacher, testId, value.results);
      return data({ ...submission.reply(), checked: message });
    }
    const { message } = await saveResults(teacher, testId, value.results);
    return redirectWithToast(context, here, "success", message);
  });
}
