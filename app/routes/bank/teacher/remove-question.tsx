import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { Spaced } from "~/components/spaced";
import { getBankQuestion } from "~/domain/bank/question-page.server";
import { removeBankQuestion } from "~/domain/bank/questions.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/remove-question";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Remove from the bank") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const question = await readForPage(() => getBankQuestion(teacher, idParam(params.questionId)));
  return { id: question.id };
}

/** Removed, the bank's list is next; a question already gone says so beside the button. */
export async function action({ params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const id = idParam(params.questionId);
  return handleButton(context, "/teacher/bank", () => removeBankQuestion(teacher, id));
}

/** The step before a question leaves the bank, its versions with it: papers made from it keep their copies. */
export default function RemoveQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bank");
  const back = `/teacher/bank/${loaderData.id}`;
  return (
    <RouteDialog title={t("Remove from the bank")} closeTo={back}>
      <Form method="post" className="stack">
        <FormToken />
        <FormError errors={actionData?.message ? [actionData.message] : undefined} />
        <p>{t("Remove question {{id}} and its history from the bank?", { id: loaderData.id })}</p>
        <p className="muted">{t("Papers made from this question keep their copies of it.")}</p>
        <div className="actions">
          <Spaced>
            <SubmitButton>{t("Remove")}</SubmitButton>
            <Link to={back} className="button button-quiet" preventScrollReset>
              {t("Cancel")}
            </Link>
          </Spaced>
        </div>
      </Form>
    </RouteDialog>
  );
}
