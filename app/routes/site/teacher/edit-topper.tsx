import { editTopper, readTopper } from "~/domain/site/toppers.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { topperSchema } from "~/schemas/site";
import { TopperDialog } from "../+shared/topper-dialog";
import type { Route } from "./+types/edit-topper";

/** 'Edit' a topper of the Site page; an empty photo keeps the current one. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit topper") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => readTopper(teacher, idParam(params.topperId)));
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: topperSchema,
  target: (params) => idParam(params.topperId),
  save: editTopper,
  after: () => "/teacher/site#toppers",
  photo: "photo",
});

export default function EditTopper({ loaderData, actionData }: Route.ComponentProps) {
  return <TopperDialog topper={loaderData} actionData={actionData} />;
}
