import { deleteSubject, renameSubject } from "~/domain/subjects.server";
import { editableResource } from "~/http/api-resource.server";
import { newSubjectSchema } from "~/schemas/content";
import { subjectAnswer } from "../+presenters/batches";

/** PATCH /teacher/subjects/{id} `{subject_name}`; DELETE takes its folders, notes (and files), tests and results. */
export const action = editableResource(
  "Subject",
  newSubjectSchema,
  async (teacher, id, input) => {
    const { subject, message } = await renameSubject(teacher, id, input);
    return { subject: subjectAnswer(subject), message };
  },
  deleteSubject,
);
