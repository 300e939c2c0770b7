import { assertStudent } from "~/domain/access/guards.server";
import { removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { apiActions, apiFileHandler } from "~/http/api.server";
import { withUploadForm } from "~/http/uploads.server";
import { photoBytes } from "../+shared/photo-answer.server";

/** GET /student/photo: the student's own photo as WebP. */
export const loader = apiFileHandler(async ({ request, actor }) => {
  assertStudent(actor);
  return photoBytes(request, actor, actor.id);
});

/** POST multipart `photo` replaces the student's own photo; DELETE removes it. */
export const action = apiActions({
  POST: ({ request, actor }) =>
    withUploadForm(request, ({ file }) => {
      assertStudent(actor);
      return setStudentPhoto(actor, actor.id, file("photo"));
    }),
  DELETE: async ({ actor }) => {
    assertStudent(actor);
    return removeStudentPhoto(actor, actor.id);
  },
});
