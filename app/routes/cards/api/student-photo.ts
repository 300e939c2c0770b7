import { removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions, apiFileHandler } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { photoBytes } from "../+shared/photo-answer.server";

/** GET /teacher/students/{id}/photo: the student's photo as WebP (`?size=2` for the larger). */
export const loader = apiFileHandler(({ request, actor, params }) =>
  photoBytes(request, actor, numericIdOf(params.id, "Student")),
);

/** POST multipart `photo` (PNG, JPEG or WebP) replaces it; DELETE removes it. */
export const action = apiActions({
  POST: ({ request, actor, params }) =>
    withUploadForm(request, ({ file }) => setStudentPhoto(actor, numericIdOf(params.id, "Student"), file("photo"))),
  DELETE: ({ actor, params }) => removeStudentPhoto(actor, numericIdOf(params.id, "Student")),
});
