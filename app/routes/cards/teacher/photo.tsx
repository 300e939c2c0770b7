import { RouteDialog } from "~/components/route-dialog";
import { photoOf, removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { photoSchema } from "~/schemas/cards";
import { PhotoForms, photoSources } from "../+shared/photo-form";
import type { Route } from "./+types/photo";

/** 'Photo' on the teacher's student page: the student's photo for their ID card, replaced or removed. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Student's photo") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => photoOf(teacher, idParam(params.studentId)));
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.studentId),
  schema: photoSchema,
  save: (teacher, studentId, _none, photo) => setStudentPhoto(teacher, studentId, photo),
  after: (params) => idPath`/teacher/students/${params.studentId}`,
  photo: "photo",
  buttons: { remove: removeStudentPhoto },
});

export default function StudentPhoto({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("documents-cards");
  const page = `/teacher/students/${params.studentId}`;
  return (
    <RouteDialog title={t("Student's photo")} closeTo={page}>
      <PhotoForms
        image={loaderData.key ? photoSources(`${page}/photo.webp`, loaderData.key) : null}
        name={loaderData.name}
        actionData={actionData}
      />
    </RouteDialog>
  );
}
