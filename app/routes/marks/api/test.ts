import { deleteTest, editTest } from "~/domain/marks/tests.server";
import { editableResource } from "~/http/api-resource.server";
import { newTestSchema } from "~/schemas/marks";
import { presentTest } from "./+presenter";

/** PATCH /teacher/tests/{id} `{test_name,date,max_marks}`; DELETE takes its results. */
export const action = editableResource(
  "Test",
  newTestSchema,
  async (teacher, id, input) => {
    const edited = await editTest(teacher, id, input);
    return { ...edited, test: presentTest(edited.test) };
  },
  deleteTest,
);
