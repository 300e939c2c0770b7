import { Form, Link, Outlet } from "react-router";
import { AnnouncementList } from "~/components/announcement-list";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PageLinks } from "~/components/paging";
import { listAnnouncements, pinAnnouncement } from "~/domain/announcements/announcements.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageField } from "~/schemas/paging";
import type { Route } from "./+types/announcements";

// The families catalogue travels with this page, whose guardian and announcement parts use it (issue 24).
export const handle = { namespaces: ["families"] };

export const meta: Route.MetaFunction = () => [{ title: "Announcements" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageField.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  return listAnnouncements(requireTeacher(context), page.success ? page.data : 1);
}

/** 'Pin' and 'Unpin': one button each, posting the announcement's id. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const form = await readFormData(request);
  const id = idParam(String(form.get("id") ?? ""));
  return handleButton(context, "/teacher/announcements", () =>
    pinAnnouncement(teacher, id, form.get("intent") === "pin"),
  );
}

/** The teacher's announcements (issue 24): pinned first, then newest; each with Edit, Delete and Pin. */
export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { announcements } = loaderData;
  return (
    <main id="main" className="page">
      <div className="section-head">
        <h1>Announcements</h1>
        <Link to="new" className="button" preventScrollReset>
          New announcement
        </Link>
      </div>
      {actionData?.message ? <p className="form-error">{actionData.message}</p> : null}
      {announcements.length === 0 ? <p className="empty">No announcements yet</p> : null}
      <ul className="stack">
        {announcements.map((announcement) => (
          <li key={announcement.id} className="stack">
            <AnnouncementList announcements={[announcement]} />
            <p className="muted">
              For:{" "}
              {announcement.audience.batch_name
                ? `Batch ${announcement.audience.batch_name}`
                : (announcement.audience.subject_name ?? "The whole institute")}
            </p>
            <div className="actions">
              <Link
                to={`${announcement.id}/edit`}
                className="button button-quiet"
                preventScrollReset
                aria-label={`Edit ${announcement.title}`}
              >
                Edit
              </Link>
              <Link
                to={`${announcement.id}/delete`}
                className="button button-quiet"
                preventScrollReset
                aria-label={`Delete ${announcement.title}`}
              >
                Delete
              </Link>
              <Form method="post">
                <FormToken />
                <input type="hidden" name="id" value={announcement.id} />
                <SubmitButton
                  name="intent"
                  value={announcement.pinned ? "unpin" : "pin"}
                  className="button button-quiet"
                >
                  {announcement.pinned ? "Unpin" : "Pin"}
                </SubmitButton>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <PageLinks facts={loaderData} href={(page) => `/teacher/announcements?page=${page}`} />
      <Outlet />
    </main>
  );
}
