import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { BrandLink } from "./brand-link";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";
import { useRootData } from "./root-data";
import "~/styles/print.css";

/** One line an item: other areas add their own entries here. */
const teacherNav = () => [
  { to: "/teacher", label: "Home" },
  { to: "/teacher/students", label: "Students" },
  { to: "/teacher/enquiries", label: "Enquiries" },
  { to: "/teacher/bank", label: "Question bank" },
  { to: "/teacher/series", label: "Test series" },
  { to: "/teacher/fees", label: "Fees" },
  { to: "/teacher/documents", label: "Documents" },
  { to: "/teacher/announcements", label: "Announcements" },
  { to: "/teacher/site", label: "Site" },
  { to: "/teacher/teachers", label: "Teachers" },
  { to: "/teacher/outbox", label: "Outbox" },
  { to: "/teacher/password", label: "Change password" },
];

const studentNav = (batchId: number) => [
  { to: "/dashboard", label: "Subjects" },
  { to: `/tests/${batchId}`, label: "Tests" },
  { to: "/fees", label: "Fees" },
  { to: "/timetable", label: "Timetable" },
  { to: "/homework", label: "Homework" },
  { to: "/attendance", label: "Attendance" },
  { to: "/announcements", label: "Announcements" },
  { to: "/my-details", label: "My details" },
  { to: "/student/password", label: "Change password" },
];

/**
 * The signed-in top bar: the institute's logo and name, the person's navigation, who is signed in, Logout.
 * On paper only the name stays, with who it is for (e.g. the student's batch) on a line of its own.
 */
export function AccountHeader({ printLine }: { printLine?: string }) {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  if (!user) return null;
  const teacher = user.role === "teacher";
  const items = teacher ? teacherNav() : studentNav(user.batchId);
  return (
    <header className="topbar">
      <BrandLink to={teacher ? "/teacher" : "/dashboard"} />
      <nav aria-label={teacher ? t("Teacher") : t("Student")}>
        <ul className="nav-links">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A student's phone has room for one short line: the first name, cut off if it is still too long. */}
      <p className={teacher ? "welcome" : "welcome welcome-short"}>
        {t("Welcome, {{name}}", { name: teacher ? user.name : user.firstName })}
      </p>
      <LanguageSwitch />
      <LogoutButton />
      <p className="print-only">
        {user.name}
        {printLine ? `, ${printLine}` : null}
      </p>
    </header>
  );
}
