import { assertStudent } from "~/domain/access/guards.server";
import { removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { apiActions } from "~/http/api.server";
import { getActor } from "~/http/guards.server";
import { withUploadForm } from "~/http/uploads.server";
import { apiBytes } from "../+shared/paper-answer.server";
import { photoBytes } from "../+shared/photo-answer.server";
import type { Route } from "./+types/my-photo";

/** GET /student/photo: the student's own photo as WebP. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  apiBytes(async () => {
    const actor = getActor(context);
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
