import { setBankQuestionImage } from "~/domain/bank/question-figures.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler, parseInput } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { imagePlaceSchema } from "~/schemas/bank";
import { questionImageSchema } from "~/schemas/online-tests";
import { savedImageAnswer } from "./+presenter";

/**
 * POST /teacher/bank/questions/{id}/image: multipart `image` (PNG, JPEG, WebP), `alt`, and `place` (`question`, the
 * default, or an option's letter A–D).
 */
export const action = apiHandler(async ({ request, actor, params }) =>
  withUploadForm(request, async ({ fields, file }) => {
    const id = numericIdOf(params.id, "Question");
    const place = parseInput(imagePlaceSchema, fields.get("place") ?? undefined);
    const input = parseInput(questionImageSchema, { alt: fields.get("alt") ?? "" });
    return savedImageAnswer(await setBankQuestionImage(actor, id, place, input, file("image")));
  }),
);
