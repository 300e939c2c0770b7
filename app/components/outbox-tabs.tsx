import { NavLink } from "react-router";

/** The outbox's two tabs: mail the site sends itself, WhatsApp messages the teacher sends from their phone. */
export function OutboxTabs({ waiting }: { waiting?: number }) {
  return (
    <nav aria-label="Outbox" className="actions tabs">
      <NavLink to="/teacher/outbox" end className="button button-quiet">
        Mail
      </NavLink>
      <NavLink to="/teacher/outbox/whatsapp" className="button button-quiet">
        {waiting ? `WhatsApp (${waiting})` : "WhatsApp"}
      </NavLink>
    </nav>
  );
}
