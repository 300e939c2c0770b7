import { addTopper } from "~/domain/site/toppers.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { pageTranslate } from "~/i18n/page-translator";
import { topperSchema } from "~/schemas/site";
import { TopperDialog } from "../+shared/topper-dialog";
import type { Route } from "./+types/new-topper";

/** 'Add topper' on the Site page: a name, class, score and photo for the results section. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add topper") }];
export const loader = teacherOnlyLoader;
export const action = dialogAction({
  guard: requireTeacher,
  schema: topperSchema,
  save: (teacher, _new, value, photo) => addTopper(teacher, value, photo),
  after: () => "/teacher/site#toppers",
  photo: "photo",
});

export default function NewTopper({ actionData }: Route.ComponentProps) {
  return <TopperDialog topper={null} actionData={actionData} />;
}
