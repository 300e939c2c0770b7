import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { BatchCard } from "~/components/batch-card";
import { BatchSearch } from "~/components/batch-search";
import { FormError, NewAccountFields, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { GuardianFields, REGISTRATION_LABELS } from "~/components/guardian-fields";
import { pageMeta } from "~/components/page-meta";
import { listHref, PageLinks } from "~/components/paging";
import { PublicHeader } from "~/components/public-header";
import { registerStudent } from "~/domain/accounts/auth.server";
import {
  BATCHES_PER_PAGE,
  type BatchWithSubjects,
  findOngoingBatch,
  listBatchesWithSubjects,
} from "~/domain/catalogue/batches.server";
import { addressOf } from "~/http/api.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { readValue } from "~/http/values.server";
import { useTranslation } from "~/i18n/use-translation";
import { studentRegistrationSchema } from "~/schemas/auth";
import { idField } from "~/schemas/fields";
import { type ListSearch, listSearchSchema, readListSearch } from "~/schemas/paging";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta("Register for a batch", "Choose your batch and subjects and create your student account.");

/**
 * The choices travel in the URL (?batch=1&subject=2&subject=3), so every step works without JavaScript;
 * so do the batch list's search and page (?q=&page=), kept while choosing so that 'Choose another batch'
 * returns to the same list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = readListSearch(listSearchSchema, params);
  const batchId = readValue(idField("Batch"), params.get("batch")).value;
  const selected = batchId === undefined ? null : await findOngoingBatch(batchId);
  if (!selected) {
    return { search, selected, list: await listBatchesWithSubjects(search, BATCHES_PER_PAGE.register) };
  }
  const offered = new Set(selected.subjects.map((subject) => subject.id));
  const chosen = params
    .getAll("subject")
    .map(Number)
    .filter((id) => offered.has(id));
  return { search, selected, chosen: [...new Set(chosen)] };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(await readFormData(request), studentRegistrationSchema, async (value) => {
    const { message } = await registerStudent(value, addressOf(context));
    return redirectWithToast(context, "/signin", "success", message);
  });
}

/** The list's own address: its search and page. */
const listAt = (search: ListSearch, page = search.page) => listHref("/register", { q: search.q, page });

/** A step of the choice: the list's address with the batch and the subjects chosen so far. */
function hrefWith(search: ListSearch, batchId: number, subjects: number[]) {
  const params = new URLSearchParams(listAt(search).split("?")[1]);
  params.set("batch", String(batchId));
  for (const id of subjects) params.append("subject", String(id));
  return `/register?${params}`;
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = loaderData;
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page">
        <h1>{t("Register for a batch")}</h1>
        {loaderData.selected === null ? (
          <section aria-labelledby="ongoing">
            <h2 id="ongoing">{t("Ongoing Batches")}</h2>
            <BatchSearch search={search} facts={loaderData.list} label={t("Search batches by name")} />
            {loaderData.list.total === 0 ? (
              <p>
                {search.q ? t("No ongoing batch has that name.") : t("No batches are open for registration right now.")}
              </p>
            ) : null}
            <div className="grid">
              {loaderData.list.batches.map((batch) => (
                <BatchCard key={batch.id} batch={batch}>
                  <Link
                    to={hrefWith(search, batch.id, [])}
                    className="button"
                    aria-label={t("Select Batch {{name}}", { name: batch.name })}
                  >
                    {t("Select Batch")}
                  </Link>
                </BatchCard>
              ))}
            </div>
            <PageLinks facts={loaderData.list} href={(page) => listAt(search, page)} />
          </section>
        ) : (
          <ChosenBatch {...loaderData} actionData={actionData} />
        )}
      </main>
    </>
  );
}

type Chosen = { search: ListSearch; selected: BatchWithSubjects; chosen: number[] };

/** The second and third steps: the chosen batch's subjects, then the person's details. */
function ChosenBatch({ search, selected, chosen, actionData }: Chosen & Pick<Route.ComponentProps, "actionData">) {
  const [form, fields] = useForm<{
    first_name: string;
    last_name: string;
    email: string;
    password: string;
    guardian_name: string;
    guardian_relation: string;
    guardian_mobile: string;
    guardian_email: string;
    guardian_language: string;
  }>({ lastResult: actionData, defaultValue: { guardian_language: "en" } });
  const { t } = useTranslation("public");
  const { t: familiesT } = useTranslation("families");
  return (
    <>
      <section aria-labelledby="selected-batch" className="card">
        <h2 id="selected-batch">{t("Selected Batch")}</h2>
        <p className="lead" translate="no">
          {selected.name}
        </p>
        <Link to={listAt(search)}>{t("Choose another batch")}</Link>
      </section>

      <section aria-labelledby="pick-subjects" className="card">
        <h2 id="pick-subjects">{t("Choose your subjects")}</h2>
        {selected.subjects.length === 0 ? <p>{t("This batch has no subjects yet. Please check back later.")}</p> : null}
        <ul className="picker">
          {selected.subjects.map((subject) => {
            const isChosen = chosen.includes(subject.id);
            const next = isChosen ? chosen.filter((id) => id !== subject.id) : [...chosen, subject.id];
            return (
              <li key={subject.id}>
                <span translate="no">{subject.name}</span>
                <Link
                  to={hrefWith(search, selected.id, next)}
                  className={isChosen ? "button button-quiet" : "button"}
                  aria-label={
                    isChosen
                      ? t("Remove {{name}}", { name: subject.name })
                      : t("Select {{name}}", { name: subject.name })
                  }
                  preventScrollReset
                  replace
                >
                  {isChosen ? t("Remove") : t("Select")}
                </Link>
              </li>
            );
          })}
          {selected.subjects.length > 1 ? (
            <li>
              <span>{selected.subjects.length === 2 ? t("Both subjects") : t("All subjects")}</span>
              <Link
                to={hrefWith(
                  search,
                  selected.id,
                  selected.subjects.map((subject) => subject.id),
                )}
                className="button"
                preventScrollReset
                replace
              >
                {selected.subjects.length === 2 ? t("Both") : t("All")}
              </Link>
            </li>
          ) : null}
        </ul>
        {chosen.length > 0 ? (
          <ul className="chips" aria-label={t("Chosen subjects")} translate="no">
            {selected.subjects
              .filter((subject) => chosen.includes(subject.id))
              .map((subject) => (
                <li key={subject.id} className="chip">
                  {subject.name}
                </li>
              ))}
          </ul>
        ) : (
          <p className="muted">{t("Choose at least one subject to continue.")}</p>
        )}
      </section>

      {chosen.length > 0 ? (
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate
          className="card stack"
          aria-labelledby="your-details"
        >
          <FormToken />
          <h2 id="your-details">{t("Your details")}</h2>
          <input type="hidden" name="batchId" value={selected.id} />
          {chosen.map((id) => (
            <input key={id} type="hidden" name="subjects" value={id} />
          ))}
          <FormError id={form.errorId} errors={form.errors} />
          <NewAccountFields fields={fields} />
          <fieldset className="stack">
            <legend>{familiesT("Parent or guardian (optional)")}</legend>
            <p className="muted">
              {familiesT("They get your results and the institute's announcements by e-mail and WhatsApp.")}
            </p>
            <GuardianFields
              labels={REGISTRATION_LABELS}
              fields={{
                name: fields.guardian_name,
                relation: fields.guardian_relation,
                mobile: fields.guardian_mobile,
                email: fields.guardian_email,
                language: fields.guardian_language,
              }}
            />
          </fieldset>
          <SubmitButton>{t("Sign Up")}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
