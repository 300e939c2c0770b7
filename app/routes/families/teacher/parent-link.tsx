import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { CopyField } from "~/components/copy-field";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { Spaced } from "~/components/spaced";
import { formatDateTime } from "~/domain/core/format.server";
import { parentLinkMessage } from "~/domain/families/family-words.server";
import {
  createParentLink,
  mailParentLink,
  parentLinkPage,
  revokeParentLink,
} from "~/domain/families/parent-links.server";
import { languageOf } from "~/domain/messages/recipients.server";
import { waMeLink } from "~/domain/messages/whatsapp-outbox.server";
import { handleButton, stepNamed, unknownIntent } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/parent-link";

/** A guardian's parent link: made, shown to copy or send, and revoked here. */

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Parent link") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  const { guardian, link, studentName } = await readForPage(() =>
    parentLinkPage(teacher, studentId, idParam(params.guardianId)),
  );
  const opened = guardian.parent_link?.last_opened_at;
  return {
    guardian,
    link,
    lastOpened: opened ? formatDateTime(opened, languageFrom(context)) : null,
    whatsApp: link
      ? waMeLink(guardian.mobile, parentLinkMessage(studentName, link)(languageOf(guardian.language)).short ?? link)
      : null,
  };
}

const STEPS = { create: createParentLink, revoke: revokeParentLink, email: mailParentLink } as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  const guardianId = idParam(params.guardianId);
  const intent = (await readFormData(request)).get("intent");
  const step = stepNamed(STEPS, intent);
  const here = `/teacher/students/${studentId}/guardians/${guardianId}/parent-link`;
  if (!step) return unknownIntent();
  return handleButton(context, intent === "revoke" ? `/teacher/students/${studentId}` : here, () =>
    step(teacher, studentId, guardianId),
  );
}

export default function ParentLink({ loaderData, actionData, params }: Route.ComponentProps) {
  const { guardian, link, lastOpened, whatsApp } = loaderData;
  const { t } = useTranslation("families");
  return (
    <RouteDialog title={t("Parent link")} closeTo={`/teacher/students/${params.studentId}`}>
      <div className="stack">
        <FormError errors={actionData?.message ? [actionData.message] : undefined} />
        <p>
          <Trans
            t={t}
            i18nKey="For <1>{{name}}</1> ({{contact}}): a page with the student's results, report card and announcements, without an account. It works until you revoke it; a new link ends the old one."
            values={{ name: guardian.name, contact: [guardian.mobile, guardian.email].filter(Boolean).join(", ") }}
          >
            For <strong translate="no">{guardian.name}</strong> (
            {[guardian.mobile, guardian.email].filter(Boolean).join(", ")}
            ): a page with the student's results, report card and announcements, without an account. It works until you
            revoke it; a new link ends the old one.
          </Trans>
        </p>
        {link ? (
          <>
            <CopyField label={t("Parent link")} value={link} />
            <p className="muted">
              {lastOpened ? t("Last opened: {{when}}", { when: lastOpened }) : t("Not opened yet")}
            </p>
            <div className="actions">
              <Spaced>
                {whatsApp ? (
                  <a href={whatsApp} className="button" target="_blank" rel="noreferrer noopener">
                    {t("Send on WhatsApp")}
                  </a>
                ) : null}
                {guardian.email ? (
                  <Form method="post">
                    <FormToken />
                    <SubmitButton name="intent" value="email" className="button">
                      {t("Send by e-mail")}
                    </SubmitButton>
                  </Form>
                ) : null}
                <Form method="post">
                  <FormToken />
                  <SubmitButton name="intent" value="revoke" className="button button-quiet">
                    {t("Revoke")}
                  </SubmitButton>
                </Form>
                <Form method="post">
                  <FormToken />
                  <SubmitButton name="intent" value="create" className="button button-quiet">
                    {t("Make a new link")}
                  </SubmitButton>
                </Form>
              </Spaced>
            </div>
          </>
        ) : (
          <Form method="post">
            <FormToken />
            <SubmitButton name="intent" value="create">
              {t("Parent link")}
            </SubmitButton>
          </Form>
        )}
        <p>
          <Link to={`/teacher/students/${params.studentId}`}>{t("Back to the student")}</Link>
        </p>
      </div>
    </RouteDialog>
  );
}
