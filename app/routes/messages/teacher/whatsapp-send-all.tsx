import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { markWhatsAppSent, nextWhatsAppMessage } from "~/domain/messages/whatsapp-outbox.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/whatsapp-send-all";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Send all") }];

export async function loader({ context }: Route.LoaderArgs) {
  return { next: await nextWhatsAppMessage(requireTeacher(context)) };
}

/** 'Sent, next' marks this one sent and comes back here with the next. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const id = idParam(String((await readFormData(request)).get("id") ?? ""));
  return handleButton(context, "/teacher/outbox/whatsapp/send-all", () => markWhatsAppSent(teacher, id));
}

/** 'Send all' on a phone: one message at a time, big buttons, until none is left. */
export default function WhatsAppSendAll({ loaderData, actionData }: Route.ComponentProps) {
  const { next } = loaderData;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page narrow">
      <p>
        <Link to="/teacher/outbox/whatsapp">← {t("WhatsApp outbox")}</Link>
      </p>
      <h1>{t("Send all")}</h1>
      {actionData?.message ? <p className="form-error">{actionData.message}</p> : null}
      {next ? (
        <div className="card stack">
          <p className="muted">
            {next.left === 1 ? t("The last message") : t("{{count}} messages left", { count: next.left })}
          </p>
          <h2 translate="no">
            {next.message.toName} · {next.message.to}
          </h2>
          <pre className="mail-body">{next.message.text}</pre>
          <a href={next.message.link} className="button" target="_blank" rel="noreferrer noopener">
            {t("Open in WhatsApp")}
          </a>
          <Form method="post">
            <FormToken />
            <input type="hidden" name="id" value={next.message.id} />
            <SubmitButton name="intent" value="sent">
              {t("Sent, next")}
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <p className="empty">{t("All sent: no WhatsApp messages are waiting.")}</p>
      )}
    </main>
  );
}
