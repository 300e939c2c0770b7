import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans } from "react-i18next";
import { Form, Link, Outlet } from "react-router";
import { Field, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { CheckboxField, PhotoField } from "~/components/photo-field";
import { Spaced } from "~/components/spaced";
import { UploadForm } from "~/components/upload-form";
import { readGstSettings } from "~/domain/fees/gst/gst-settings.server";
import { stateName } from "~/domain/fees/gst/gstin";
import { readUpiSettings } from "~/domain/fees/upi.server";
import type { MobileChannel } from "~/domain/messages/kinds";
import { readMessagingSettings } from "~/domain/messages/provider-settings.server";
import { listPlans, movePlan } from "~/domain/site/price-plans.server";
import { readSettings, updateSiteDetails } from "~/domain/site/settings.server";
import { listToppers, moveTopper } from "~/domain/site/toppers.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { withSiteForm } from "~/http/site-forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { CHANNEL_LABELS } from "~/schemas/messages";
import { moveSchema, siteDetailsSchema } from "~/schemas/site";
import "~/styles/site-settings.css";
import { pageTranslate } from "~/i18n/page-translator";
import type { Route } from "./+types/page";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Site") }];

export async function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  const [settings, toppers, plans, upi, gst, messaging] = await Promise.all([
    readSettings(),
    listToppers(),
    listPlans(),
    readUpiSettings(),
    readGstSettings(),
    readMessagingSettings(),
  ]);
  return { settings, toppers, plans, upi, gst, channel: messaging.channel as MobileChannel };
}

const REASONS = ([1, 2, 3] as const).map((n) => ({
  n,
  title: `reason${n}Title` as const,
  text: `reason${n}Text` as const,
}));

const MOVERS = { topper: moveTopper, plan: movePlan } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return withSiteForm(request, "logo", async (formData, logo) => {
    const intent = formData.get("intent");
    // The small 'Move up' and 'Move down' forms of the toppers and plans lists.
    if (intent === "topper" || intent === "plan") {
      const submission = parseWithZod(formData, { schema: moveSchema });
      const id = idParam(String(formData.get("id")));
      if (submission.status !== "success")
        return redirectWithToast(context, "/teacher/site", "error", "Choose a direction");
      try {
        const { message } = await MOVERS[intent](teacher, id, submission.value.direction);
        return redirectWithToast(context, `/teacher/site#${intent}s`, "success", message);
      } catch (error) {
        // One removed meanwhile (in another tab, by another teacher): 404, and the page says so at its top.
        return unreadableForm(error);
      }
    }
    return handleForm(formData, siteDetailsSchema, async (value) => {
      const { message } = await updateSiteDetails(teacher, value, logo);
      return redirectWithToast(context, "/teacher/site", "success", message);
    });
  });
}

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, toppers, plans } = loaderData;
  const { t: tFees } = useTranslation("fees");
  const { t: tMessages } = useTranslation("messages");
  const { t } = useTranslation("teacher");
  const { id, logoKey, logoWidth, teacherName, teacherTitle, teacherBio, teacherPhotoKey, updatedAt, ...details } =
    settings;
  const [form, fields] = useForm<
    Omit<typeof details, "doubtSessionsFree"> & { logo: File; removeLogo: string; doubtSessionsFree: string }
  >({
    lastResult: actionData,
    defaultValue: { ...details, doubtSessionsFree: details.doubtSessionsFree ? "on" : "" },
  });
  return (
    <main id="main" className="page site-settings">
      <h1>{t("Site")}</h1>
      <p className="muted">
        <Trans t={t} i18nKey="What visitors see on the <1>public page</1>. Parts left empty are not shown.">
          What visitors see on the <Link to="/">public page</Link>. Parts left empty are not shown.
        </Trans>
      </p>

      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title">{t("Institute details")}</h2>
        <UploadForm form={form}>
          <Field label={t("Institute name")} meta={fields.name} />
          <fieldset className="site-fieldset">
            <legend>{t("Top of the public page")}</legend>
            <Field label={t("Headline")} meta={fields.heroHeadline} />
            <Field
              label={t("Badge")}
              meta={fields.heroBadge}
              hint={t("e.g. Seats are Available; leave empty for no badge")}
            />
            <Field
              label={t("Sub-heading")}
              meta={fields.tagline}
              hint={t("One line under the headline, and the search-result text")}
            />
          </fieldset>
          <fieldset className="site-fieldset">
            <legend>{t("Why students choose us")}</legend>
            {REASONS.map((reason) => (
              <div key={reason.title} className="stack">
                <Field label={t("Card {{n}} title", { n: reason.n })} meta={fields[reason.title]} />
                <TextareaField label={t("Card {{n}} text", { n: reason.n })} meta={fields[reason.text]} rows={2} />
              </div>
            ))}
          </fieldset>
          <CheckboxField label={t("Doubt sessions are free")} meta={fields.doubtSessionsFree} />
          <Field label={t("Contact email")} type="email" meta={fields.contactEmail} />
          <Field label={t("Phone")} meta={fields.phone} autoComplete="off" />
          <TextareaField label={t("Address")} meta={fields.address} rows={2} />
          <Field
            label={t("Map link")}
            type="url"
            meta={fields.mapUrl}
            hint={t("e.g. a Google Maps link to the institute")}
          />
          <Field label="Instagram" type="url" meta={fields.instagramUrl} hint={t("The full address of your page")} />
          <Field label="YouTube" type="url" meta={fields.youtubeUrl} hint={t("The full address of your channel")} />
          <Field
            label={t("WhatsApp number")}
            meta={fields.whatsappNumber}
            hint={t("With the country code, e.g. +91 98765 43210")}
          />
          <Field label="Facebook" type="url" meta={fields.facebookUrl} hint={t("The full address of your page")} />
          {settings.logoKey ? (
            <p>
              {t("Current logo:")}{" "}
              <img
                src={`/site-images/${settings.logoKey}-1x.webp`}
                width={settings.logoWidth ?? undefined}
                height={48}
                alt={t("The current logo")}
              />
            </p>
          ) : null}
          <PhotoField label={t("Logo")} meta={fields.logo} hint={t("PNG, JPEG or WebP; shown 48 pixels high")} />
          {settings.logoKey ? <CheckboxField label={t("Remove the logo")} meta={fields.removeLogo} /> : null}
          <SubmitButton>{t("Save details")}</SubmitButton>
        </UploadForm>
      </section>

      <section className="card" id="upi" aria-labelledby="upi-title">
        <div className="section-head">
          <h2 id="upi-title">{tFees("UPI payments")}</h2>
          <Link to="upi" className="button button-quiet" preventScrollReset>
            {tFees("Edit UPI details")}
          </Link>
        </div>
        <p>
          {loaderData.upi.upi_id
            ? tFees("Fees can be paid with UPI to {{id}} ({{payee}}).", {
                id: loaderData.upi.upi_id,
                payee: loaderData.upi.upi_payee,
              })
            : tFees("Not set: students see no 'Pay with UPI' for their fees.")}
        </p>
      </section>

      <section className="card" id="gst" aria-labelledby="gst-title">
        <div className="section-head">
          <h2 id="gst-title">{tFees("GST")}</h2>
          <Link to="gst" className="button button-quiet" preventScrollReset>
            {tFees("Edit GST details")}
          </Link>
        </div>
        <p>
          {loaderData.gst.registered
            ? tFees("GST-registered: GSTIN {{gstin}}, {{state}}; fees {{include}}.", {
                gstin: loaderData.gst.gstin,
                state: tFees(stateName(loaderData.gst.state)),
                include: loaderData.gst.fees_include_gst ? tFees("include GST") : tFees("exclude GST"),
              })
            : tFees("Not registered: receipts are plain receipts, with nothing of GST.")}
        </p>
      </section>

      <section className="card" id="messages" aria-labelledby="messages-title">
        <div className="section-head">
          <h2 id="messages-title">{tMessages("Messages to phones")}</h2>
          <Link to="/teacher/site/messages" className="button button-quiet">
            {tMessages("Set up messages")}
          </Link>
        </div>
        <p>
          {tMessages(
            "How absence alerts, fee reminders and results reach families' phones: the free WhatsApp outbox, an SMS gateway or WhatsApp Business.",
          )}{" "}
          {tMessages("Now: {{channel}}.", { channel: tMessages(CHANNEL_LABELS[loaderData.channel]) })}
        </p>
      </section>

      <section className="card" aria-labelledby="biography-title">
        <div className="section-head">
          <h2 id="biography-title">{t("Teacher biography")}</h2>
          <Link to="biography" className="button button-quiet" preventScrollReset>
            {t("Edit biography")}
          </Link>
        </div>
        {settings.teacherName ? (
          <p>
            <strong translate="no">{settings.teacherName}</strong>
            {settings.teacherTitle ? <span translate="no">, {settings.teacherTitle}</span> : null}
          </p>
        ) : (
          <p className="muted">{t("Not set: the public page has no teacher section yet.")}</p>
        )}
      </section>

      <OrderedList
        kind="topper"
        title={t("Toppers")}
        addLabel={t("Add topper")}
        empty={t("No toppers yet: the public page has no toppers section.")}
        items={toppers.map((topper) => ({
          id: topper.id,
          label: `${topper.name}, ${topper.className}, ${topper.score}`,
          note: topper.highlighted ? ` ${t("(highlighted)")}` : "",
        }))}
      />
      <OrderedList
        kind="plan"
        title={t("Pricing plans")}
        addLabel={t("Add plan")}
        empty={t("No plans yet: the public page asks visitors to write for the fees.")}
        items={plans.map((plan) => ({
          id: plan.id,
          label: plan.name,
          note: `, ${plan.price === 0 ? t("free") : `₹${plan.price}`}${plan.mostPopular ? ` ${t("(Most Popular)")}` : ""}`,
        }))}
      />
      <Outlet />
    </main>
  );
}

const MOVES = [
  { direction: "up", label: "Move up", named: "Move {{name}} up", possible: (index: number) => index > 0 },
  {
    direction: "down",
    label: "Move down",
    named: "Move {{name}} down",
    possible: (index: number, count: number) => index < count - 1,
  },
] as const;

type ListProps = {
  kind: "topper" | "plan";
  title: string;
  addLabel: string;
  empty: string;
  /** `label` is the teacher's own words; `note` the site's, written after them (", ₹600", " (highlighted)"). */
  items: { id: number; label: string; note: string }[];
};

/** Toppers and plans alike: each line with Edit, Remove, and Move up / Move down as small plain forms. */
function OrderedList({ kind, title, addLabel, empty, items }: ListProps) {
  const { t } = useTranslation("teacher");
  const path = `${kind}s`;
  return (
    <section className="card" id={path} aria-labelledby={`${path}-title`}>
      <div className="section-head">
        <h2 id={`${path}-title`}>{title}</h2>
        <Link to={`${path}/new`} className="button" preventScrollReset>
          {addLabel}
        </Link>
      </div>
      {items.length === 0 ? <p className="muted">{empty}</p> : null}
      <ol className="site-list">
        {items.map((item, index) => (
          <li key={item.id}>
            <Spaced>
              <span className="site-list-label">
                <span translate="no">{item.label}</span>
                {item.note}
              </span>
              <span className="site-list-actions">
                <Spaced>
                  <Link
                    to={`${path}/${item.id}`}
                    preventScrollReset
                    aria-label={t("Edit {{name}}", { name: item.label + item.note })}
                  >
                    {t("Edit")}
                  </Link>
                  <Link
                    to={`${path}/${item.id}/remove`}
                    preventScrollReset
                    aria-label={t("Remove {{name}}", { name: item.label + item.note })}
                  >
                    {t("Remove")}
                  </Link>
                  <Form method="post" className="inline-form" preventScrollReset>
                    <FormToken />
                    <input type="hidden" name="intent" value={kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <Spaced>
                      {MOVES.filter((move) => move.possible(index, items.length)).map((move) => (
                        <button
                          key={move.direction}
                          type="submit"
                          name="direction"
                          value={move.direction}
                          className="link-button"
                          aria-label={t(move.named, { name: item.label + item.note })}
                        >
                          {t(move.label)}
                        </button>
                      ))}
                    </Spaced>
                  </Form>
                </Spaced>
              </span>
            </Spaced>
          </li>
        ))}
      </ol>
    </section>
  );
}
