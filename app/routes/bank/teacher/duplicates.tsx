import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { MathText } from "~/components/math-text";
import { bankDuplicates, mergeDuplicates } from "~/domain/bank/duplicates.server";
import { mathText } from "~/domain/bank/math-text.server";
import { handleButton } from "~/http/actions.server";
import { parseInput } from "~/http/api.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { mergeSchema } from "~/schemas/bank";
import { DIFFICULTY_WORDS, wordOf } from "../+shared/bank-words";
import "~/styles/bank.css";
import type { Route } from "./+types/duplicates";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Duplicates") }];

export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const groups = await bankDuplicates(teacher);
  return {
    groups: groups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({ ...question, html: mathText(question.text) })),
    })),
  };
}

/** 'Merge' one group: the teacher picks the question kept; the group's others go into it. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const form = await readFormData(request);
  return handleButton(context, "/teacher/bank/duplicates", () =>
    mergeDuplicates(
      teacher,
      parseInput(mergeSchema, { keep: form.get("keep") ?? undefined, merge: form.getAll("merge") }),
    ),
  );
}

/** 'Duplicates': questions of one subject alike but for case, spaces and punctuation, each group with 'Merge'. */
export default function Duplicates({ loaderData, actionData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const { t } = useTranslation("bank");
  return (
    <main id="main" className="page stack bank-page">
      <p>
        <Link to="/teacher/bank">← {t("Question bank")}</Link>
      </p>
      <h1>{t("Duplicates")}</h1>
      <FormError errors={actionData?.message ? [actionData.message] : undefined} />
      {groups.length === 0 ? <p className="empty">{t("No duplicates in the bank")}</p> : null}
      {groups.map((group, index) => (
        <Form
          key={`${group.subject}-${group.fingerprint}`}
          method="post"
          className="card stack"
          aria-label={t("Duplicates {{n}}", { n: index + 1 })}
        >
          <FormToken />
          <fieldset className="stack">
            <legend>{t("Keep which question?")}</legend>
            {group.questions.map((question, place) => (
              <div key={question.id} className="stack">
                <label>
                  <input type="radio" name="keep" value={question.id} defaultChecked={place === 0} />{" "}
                  {t("Keep question {{id}}", { id: question.id })}{" "}
                  <span className="muted">
                    <span translate="no">
                      {question.subject} · {question.chapter}
                    </span>{" "}
                    · {t(wordOf(DIFFICULTY_WORDS, question.difficulty))}
                  </span>
                </label>
                <input type="hidden" name="merge" value={question.id} />
                <div translate="no">
                  <MathText html={question.html} />
                </div>
                <Link to={`/teacher/bank/${question.id}`}>{t("Open question {{id}}", { id: question.id })}</Link>
              </div>
            ))}
          </fieldset>
          <SubmitButton>{t("Merge")}</SubmitButton>
        </Form>
      ))}
    </main>
  );
}
