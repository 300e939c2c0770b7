import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { GuardianForm } from "~/components/guardian-fields";
import { pageMeta } from "~/components/page-meta";
import { GuardianList, PendingGuardians } from "~/components/student-guardians";
import { photoKeyOf } from "~/domain/cards/photos.server";
import { addGuardian, editMyDetails, MAX_GUARDIANS, myDetails } from "~/domain/families/guardians.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import { guardianSchema, myDetailsSchema } from "~/schemas/families";
import { MyPhotoSection } from "../../cards/+shared/my-photo-section";
import type { Route } from "./+types/my-details";

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.title ?? "My details", data?.description ?? "");

export async function loader({ context }: Route.LoaderArgs) {
  const t = translatorOf(context, "families");
  const student = requireStudent(context);
  return {
    ...(await myDetails(student)),
    photoKey: await photoKeyOf(student.id),
    maxGuardians: MAX_GUARDIANS,
    title: t("My details"),
    description: t("Your name, mobile number and guardians."),
  };
}

/** Two forms: the student's own details (`intent=details`), and 'Add guardian'. */
const saveDetails = dialogAction({
  guard: requireStudent,
  schema: myDetailsSchema,
  save: (student, _none, value) => editMyDetails(student, value),
  after: () => "/my-details",
});

/** The same schema as the API's POST: the student's proposal waits for the teacher. */
const proposeGuardian = dialogAction({
  guard: requireStudent,
  schema: guardianSchema,
  save: (student, _none, value) => addGuardian(student, student.id, value),
  after: () => "/my-details",
});

export function action(args: Route.ActionArgs) {
  return new URL(args.request.url).searchParams.get("form") === "guardian" ? proposeGuardian(args) : saveDetails(args);
}

export default function MyDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { details, guardians, pending_guardians: pendingGuardians, maxGuardians } = loaderData;
  // A refused form comes back with what was typed; only the guardian form sends a relation.
  const refused = actionData && "status" in actionData ? actionData : undefined;
  const guardianRefused = refused?.initialValue && "relation" in refused.initialValue ? refused : undefined;
  const { t } = useTranslation("families");
  const [form, fields] = useForm<{ first_name: string; last_name: string; mobile: string }>({
    lastResult: guardianRefused ? undefined : refused,
    defaultValue: details,
  });
  return (
    <main id="main" className="page">
      <h1>{t("My details")}</h1>
      <section aria-labelledby="own-details" className="card">
        <h2 id="own-details">{t("You")}</h2>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <Field label={t("First name")} meta={fields.first_name} />
          <Field label={t("Last name")} meta={fields.last_name} />
          <p className="muted">{t("Email: {{email}}", { email: details.email })}</p>
          <Field
            label={t("Mobile number (optional)")}
            meta={fields.mobile}
            inputMode="tel"
            hint={t("10 digits; a leading 0 or +91 is fine")}
          />
          <SubmitButton>{t("Save")}</SubmitButton>
        </Form>
      </section>
      <MyPhotoSection photoKey={loaderData.photoKey} name={`${details.first_name} ${details.last_name}`} />
      <section aria-labelledby="my-guardians">
        <h2 id="my-guardians">{t("Guardians")}</h2>
        <p className="muted">
          {t(
            "Your parents or guardians get messages from the institute (results, announcements) by e-mail and WhatsApp.",
          )}{" "}
          {t("A change you make here, or a guardian you add, waits for your teacher to confirm it.")}
        </p>
        <GuardianList guardians={guardians} base="/my-details/guardians" />
        <PendingGuardians changes={pendingGuardians} />
        {guardians.length + pendingGuardians.length < maxGuardians ? (
          <div className="card">
            <h3>{t("Add guardian")}</h3>
            {/* Posts to ?form=guardian, so the action knows which of the page's forms it got. */}
            <GuardianForm lastResult={guardianRefused} button={t("Add guardian")} action="?form=guardian" />
          </div>
        ) : null}
      </section>
    </main>
  );
}
