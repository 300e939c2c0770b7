import { NavLink } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Spaced } from "./spaced";

/**
 * The outbox's tabs: mail the site sends itself, WhatsApp messages the teacher sends from their phone, and the
 * messages an SMS gateway or WhatsApp Business carried, with their delivery.
 */
export function OutboxTabs({ waiting }: { waiting?: number }) {
  const { t } = useTranslation("teacher");
  return (
    <nav aria-label={t("Outbox")} className="actions tabs">
      <Spaced>
        <NavLink to="/teacher/outbox" end className="button button-quiet">
          {t("Mail")}
        </NavLink>
        <NavLink to="/teacher/outbox/whatsapp" className="button button-quiet">
          {waiting ? `WhatsApp (${waiting})` : "WhatsApp"}
        </NavLink>
        <NavLink to="/teacher/outbox/delivery" className="button button-quiet">
          {t("SMS and WhatsApp Business")}
        </NavLink>
      </Spaced>
    </nav>
  );
}
