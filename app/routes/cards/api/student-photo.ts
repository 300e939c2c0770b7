import type { Actor } from "~/domain/access/actor";
import { assertTeacher } from "~/domain/access/guards.server";
import { removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions, apiFileHandler } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { photoBytes } from "../+shared/photo-answer.server";

/** The teacher's address of a student's photo: a student has their own (/student/photo). */
const teacherAndStudent = (actor: Actor, id: string | undefined) => {
  assertTeacher(actor);
  return [actor, numericIdOf(id, "Student")] as const;
};

/** GET /teacher/students/{id}/photo: the student's photo as WebP (`?size=2` for the larger). */
export const loader = apiFileHandler(async ({ request, actor, params }) =>
  photoBytes(request, ...teacherAndStudent(actor, params.id)),
);

/** POST multipart `photo` (PNG, JPEG or WebP) replaces it; DELETE removes it. */
export const action = apiActions({
  POST: ({ request, actor, params }) =>
    withUploadForm(request, ({ file }) => setStudentPhoto(...teacherAndStudent(actor, params.id), file("photo"))),
  DELETE: async ({ actor, params }) => removeStudentPhoto(...teacherAndStudent(actor, params.id)),
});
