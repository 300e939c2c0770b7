import { deleteSubject, renameSubject } from "~/domain/catalogue/subjects.server";
import { editableResource } from "~/http/api-resource.server";
import { newSubjectSchema } from "~/schemas/content";
import { savedSubjectAnswer } from "./+presenter";

/** PATCH /teacher/subjects/{id} `{subject_name}`; DELETE takes its folders, notes (and files), tests and results. */
export const action = editableResource("Subject", newSubjectSchema, renameSubject, deleteSubject, savedSubjectAnswer);
