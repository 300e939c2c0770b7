import { Form, Link } from "react-router";
import { CopyField } from "~/components/copy-field";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { parentLinkMessage } from "~/domain/families/family-words.server";
import {
  createParentLink,
  mailParentLink,
  parentLinkPage,
  revokeParentLink,
} from "~/domain/families/parent-links.server";
import { formatDateTime } from "~/domain/format.server";
import { languageOf } from "~/domain/messages/recipients.server";
import { waMeLink } from "~/domain/messages/whatsapp-outbox.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/parent-link";

/** A guardian's parent link (issue 24): made, shown to copy or send, and revoked here. */
// The families catalogue travels with this page, whose guardian and announcement parts use it (issue 24).
export const handle = { namespaces: ["families"] };

export const meta: Route.MetaFunction = () => [{ title: "Parent link" }];

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
    lastOpened: opened ? formatDateTime(opened) : null,
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
  const step = STEPS[intent as keyof typeof STEPS];
  const here = `/teacher/students/${studentId}/guardians/${guardianId}/parent-link`;
  if (!step) return { message: "Choose one of the buttons." };
  return handleButton(context, intent === "revoke" ? `/teacher/students/${studentId}` : here, () =>
    step(teacher, studentId, guardianId),
  );
}

export default function ParentLink({ loaderData, actionData, params }: Route.ComponentProps) {
  const { guardian, link, lastOpened, whatsApp } = loaderData;
  return (
    <RouteDialog title="Parent link" closeTo={`/teacher/students/${params.studentId}`}>
      <div className="stack">
        <FormError errors={actionData?.message ? [actionData.message] : undefined} />
        <p>
          For <strong>{guardian.name}</strong> ({guardian.mobile}
          {guardian.email ? `, ${guardian.email}` : ""}): a page with the student's results, report card and
          announcements, without an account. It works until you revoke it; a new link ends the old one.
        </p>
        {link ? (
          <>
            <CopyField label="Parent link" value={link} />
            <p className="muted">{lastOpened ? `Last opened: ${lastOpened}` : "Not opened yet"}</p>
            <div className="actions">
              {whatsApp ? (
                <a href={whatsApp} className="button" target="_blank" rel="noreferrer noopener">
                  Send on WhatsApp
                </a>
              ) : null}
              {guardian.email ? (
                <Form method="post">
                  <FormToken />
                  <SubmitButton name="intent" value="email" className="button">
                    Send by e-mail
                  </SubmitButton>
                </Form>
              ) : null}
              <Form method="post">
                <FormToken />
                <SubmitButton name="intent" value="revoke" className="button button-quiet">
                  Revoke
                </SubmitButton>
              </Form>
              <Form method="post">
                <FormToken />
                <SubmitButton name="intent" value="create" className="button button-quiet">
                  Make a new link
                </SubmitButton>
              </Form>
            </div>
          </>
        ) : (
          <Form method="post">
            <FormToken />
            <SubmitButton name="intent" value="create">
              Parent link
            </SubmitButton>
          </Form>
        )}
        <p>
          <Link to={`/teacher/students/${params.studentId}`}>Back to the student</Link>
        </p>
      </div>
    </RouteDialog>
  );
}
