import { removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions } from "~/http/api.server";
import { getActor } from "~/http/guards.server";
import { withUploadForm } from "~/http/uploads.server";
import { apiBytes } from "../+shared/paper-answer.server";
import { photoBytes } from "../+shared/photo-answer.server";
import type { Route } from "./+types/student-photo";

/** GET /teacher/students/{id}/photo: the student's photo as WebP (`?size=2` for the larger). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  apiBytes(() => photoBytes(request, getActor(context), numericIdOf(params.id, "Student")));

/** POST multipart `photo` (PNG, JPEG or WebP) replaces it; DELETE removes it. */
export const action = apiActions({
  POST: ({ request, actor, params }) =>
    withUploadForm(request, ({ file }) => setStudentPhoto(actor, numericIdOf(params.id, "Student"), file("photo"))),
  DELETE: ({ actor, params }) => removeStudentPhoto(actor, numericIdOf(params.id, "Student")),
});
