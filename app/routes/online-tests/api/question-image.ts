import { numericIdOf } from "~/domain/core/ids.server";
import { setQuestionImage } from "~/domain/online-tests/question-images.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { questionImageSchema } from "~/schemas/online-tests";
import { savedImageAnswer } from "./+presenter";

/** POST /online-tests/{testId}/questions/{position}/image: multipart `image` (PNG, JPEG, WebP) and `alt` (teacher). */
export const action = apiHandler(async ({ request, actor, params }) =>
  withUploadForm(request, async ({ fields, file }) => {
    const input = parseInput(questionImageSchema, { alt: fields.get("alt") ?? "" });
    const testId = numericIdOf(params.testId, "Test");
    const position = numericIdOf(params.position, "Question");
    return savedImageAnswer(await setQuestionImage(actor, testId, position, input, file("image")));
  }),
);
