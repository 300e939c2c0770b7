import { type FieldMetadata, getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { bankChapters } from "~/domain/bank/list.server";
import { getPaperRecipe } from "~/domain/online-tests/paper.server";
import { paperFromBank } from "~/domain/online-tests/paper-from-bank.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_SECTIONS, type PaperRecipe, paperFromBankSchema } from "~/schemas/paper-from-bank";
import "~/styles/online-test.css";
import type { Route } from "./+types/paper-from-bank";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "New paper from the bank" }];

/** A form's slots: the recipe the paper was drawn by, or the bank's first subjects as the sections' names. */
function slotsOf(recipe: PaperRecipe | null, subjects: string[]) {
  const sections = recipe?.sections ?? subjects.slice(0, 3).map((name) => ({ name }));
  return Array.from({ length: MAX_SECTIONS }, (_, index) => {
    const section = sections[index] as Partial<PaperRecipe["sections"][number]> | undefined;
    return {
      name: section?.name ?? "",
      chapters: (section?.chapters ?? []).map(({ subject, chapter }) => JSON.stringify([subject, chapter])),
      easy: String(section?.easy ?? 0),
      medium: String(section?.medium ?? 0),
      hard: String(section?.hard ?? 0),
      picked: (section?.picked ?? []).join(", "),
      marks: String(section?.marks ?? 4),
      negative_marks: String(section?.negative_marks ?? 1),
      duration_minutes: String(section?.duration_minutes ?? 60),
    };
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const testId = idParam(params.testId);
  const [paper, chapters] = await Promise.all([readForPage(() => getPaperRecipe(teacher, testId)), bankChapters()]);
  const subjects = [...new Set(chapters.map((chapter) => chapter.subject))];
  return {
    title: translatorOf(context, "online-tests")("New paper from the bank: {{test}}", { test: paper.test.name }),
    test: paper.test,
    locked: paper.locked,
    chapters: chapters.map((chapter) => ({ ...chapter, value: JSON.stringify([chapter.subject, chapter.chapter]) })),
    defaults: {
      sections: slotsOf(paper.recipe, subjects),
      section_timing: paper.recipe?.section_timing ?? "each",
      duration_minutes: String(paper.recipe?.duration_minutes ?? 180),
      seed: paper.recipe?.seed ?? "",
      draw: paper.recipe?.draw ?? "same",
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const testId = idParam(params.testId);
  const paperPage = idPath`/teacher/test/${params.batchId}/${params.subjectId}/tests/${params.testId}/paper`;
  return handleForm(await readFormData(request, MAX_SECTIONS), paperFromBankSchema, async (recipe) => {
    const { message } = await paperFromBank(teacher, testId, recipe);
    return redirectWithToast(context, paperPage, "success", message);
  });
}

type Chapters = Route.ComponentProps["loaderData"]["chapters"];

/**
 * 'New paper from the bank': up to four sections, each drawing from chapters of the bank by difficulty (or taking
 * questions picked by their numbers), with its marking and its minutes; one clock or one per section; a seed.
 */
export default function PaperFromBank({ loaderData, actionData }: Route.ComponentProps) {
  const { test, chapters, defaults, locked } = loaderData;
  const { t } = useTranslation("online-tests");
  const [form, fields] = useForm({ lastResult: actionData, defaultValue: defaults });
  const paperPage = `/teacher/test/${test.batchId}/${test.subjectId}/tests/${test.id}/paper`;
  const timing = getInputProps(fields.section_timing, { type: "radio" });
  const sent = fields.section_timing.initialValue ?? defaults.section_timing;
  const draw = getInputProps(fields.draw, { type: "radio" });
  const drawSent = fields.draw.initialValue ?? defaults.draw;
  return (
    <main id="main" className="page stack question-paper">
      <p>
        <Link to={paperPage}>← {t("Question paper: {{test}}", { test: test.name })}</Link>
      </p>
      <h1>{t("New paper from the bank")}</h1>
      <p className="muted">
        {t(
          "Each section draws its questions from the chapters you tick, by difficulty, in an order the seed fixes: the same seed and bank make the same paper again. Questions picked by their numbers come first. The paper replaces the one there now.",
        )}
      </p>
      {locked ? <p role="alert">{t("Students have started this test: its paper stays.")}</p> : null}
      {chapters.length === 0 ? (
        <p>
          {t("The question bank is empty.")} <Link to="/teacher/bank">{t("Add questions to the question bank")}</Link>
        </p>
      ) : (
        <Form method="post" id={form.id} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <fieldset className="stack">
            <legend>{t("Clock")}</legend>
            <label>
              <input {...timing} key="one" value="one" defaultChecked={sent === "one"} />{" "}
              {t("One clock for the whole paper; sections in any order")}
            </label>
            <label>
              <input {...timing} key="each" value="each" defaultChecked={sent === "each"} />{" "}
              {t("A clock for each section, taken in order; a closed section stays closed")}
            </label>
            <Field
              label={t("Minutes for the whole paper (one clock)")}
              meta={fields.duration_minutes}
              type="number"
              min={1}
              max={600}
            />
          </fieldset>
          <fieldset className="stack">
            <legend>{t("Questions for each student")}</legend>
            <label>
              <input {...draw} key="same" value="same" defaultChecked={drawSent === "same"} />{" "}
              {t("The same paper for everyone")}
            </label>
            <label>
              <input {...draw} key="each" value="each" defaultChecked={drawSent === "each"} />{" "}
              {t("A draw of their own for each student, from a pool three times as large")}
            </label>
          </fieldset>
          {fields.sections.getFieldList().map((section, index) => (
            <SectionFields key={section.key} index={index} section={section} chapters={chapters} />
          ))}
          <Field
            label={t("Seed (leave empty for a new draw)")}
            meta={fields.seed}
            hint={t("Write the seed of an earlier paper to draw the same questions again.")}
          />
          <SubmitButton>{t("Draw the paper")}</SubmitButton>
        </Form>
      )}
    </main>
  );
}

type SectionMeta = FieldMetadata<ReturnType<typeof slotsOf>[number]>;

/** One section's slot: a slot left without a name is no section. */
function SectionFields({ index, section, chapters }: { index: number; section: SectionMeta; chapters: Chapters }) {
  const { t } = useTranslation("online-tests");
  const field = section.getFieldset();
  // One ticked box comes back as a value, several as a list.
  const sent = field.chapters.initialValue as string[] | string | undefined;
  const ticked = new Set(Array.isArray(sent) ? sent : sent ? [sent] : []);
  const subjects = [...new Set(chapters.map((chapter) => chapter.subject))];
  return (
    <fieldset className="card stack">
      <legend>{t("Section {{n}}", { n: index + 1 })}</legend>
      <Field label={t("Section name (empty: no section)")} meta={field.name} />
      {subjects.map((subject) => (
        <fieldset key={subject}>
          <legend>{t("Chapters of {{subject}}", { subject })}</legend>
          {chapters
            .filter((chapter) => chapter.subject === subject)
            .map((chapter) => (
              <div key={chapter.value}>
                <label>
                  <input
                    type="checkbox"
                    name={field.chapters.name}
                    value={chapter.value}
                    defaultChecked={ticked.has(chapter.value)}
                  />{" "}
                  {t("{{chapter}}: {{easy}} easy, {{medium}} medium, {{hard}} hard", chapter)}
                </label>
              </div>
            ))}
        </fieldset>
      ))}
      <p id={field.chapters.errorId} className="field-error">
        {field.chapters.errors?.join(". ")}
      </p>
      <div className="field-row">
        <Field label={t("Easy questions")} meta={field.easy} type="number" min={0} max={100} />
        <Field label={t("Medium questions")} meta={field.medium} type="number" min={0} max={100} />
        <Field label={t("Hard questions")} meta={field.hard} type="number" min={0} max={100} />
      </div>
      <Field
        label={t("Questions picked by number (optional)")}
        meta={field.picked}
        hint={t("The numbers the question bank shows, such as 12, 40")}
      />
      <div className="field-row">
        <Field label={t("Marks for a right answer")} meta={field.marks} type="number" min={0} max={100} step="any" />
        <Field
          label={t("Marks taken for a wrong answer")}
          meta={field.negative_marks}
          type="number"
          min={0}
          max={100}
          step="any"
        />
        <Field
          label={t("Minutes for this section (a clock each)")}
          meta={field.duration_minutes}
          type="number"
          min={1}
          max={600}
        />
      </div>
    </fieldset>
  );
}
