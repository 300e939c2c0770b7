import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { photoOf, removeStudentPhoto, setStudentPhoto } from "~/domain/cards/photos.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireStudent } from "~/http/guards.server";
import { useTranslation } from "~/i18n/use-translation";
import { photoSchema } from "~/schemas/cards";
import { PhotoForms, photoSources } from "../+shared/photo-form";
import type { Route } from "./+types/photo";

export const meta: Route.MetaFunction = () => pageMeta("My photo", "Your photo for your ID card.");

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return photoOf(student, student.id);
}

/** The student's own photo, through the same checks as the teacher's upload. */
export const action = dialogAction({
  guard: requireStudent,
  schema: photoSchema,
  save: (student, _none, _value, photo) => setStudentPhoto(student, student.id, photo),
  after: () => "/my-details",
  photo: "photo",
  buttons: { remove: (student) => removeStudentPhoto(student, student.id) },
});

export default function MyPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("documents-cards");
  return (
    <main id="main" className="page narrow">
      <p>
        <Link to="/my-details">← {t("My details")}</Link>
      </p>
      <h1>{t("My photo")}</h1>
      <p className="muted">{t("Your photo is printed on your ID card. Only you and your teachers see it.")}</p>
      <PhotoForms
        image={loaderData.key ? photoSources("/my-details/photo.webp", loaderData.key) : null}
        name={loaderData.name}
        actionData={actionData}
      />
    </main>
  );
}
