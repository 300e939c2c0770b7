import { deleteTest, editTest } from "~/domain/tests.server";
import { editableResource } from "~/http/api-resource.server";
import { newTestSchema } from "~/schemas/tests";

/** PATCH /teacher/tests/{id} `{test_name,date,max_marks}`; DELETE takes its results. */
export const action = editableResource("Test", newTestSchema, editTest, deleteTest);
