import { Link, Outlet } from "react-router";
import type { z } from "zod";
import { BatchCard } from "~/components/batch-card";
import { BatchSearch } from "~/components/batch-search";
import { EnquiryFollowUps } from "~/components/enquiry-follow-ups";
import { ItemSteps } from "~/components/item-steps";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { WaitingGuardianChanges } from "~/components/waiting-guardian-changes";
import { WeeksPanel } from "~/components/weeks-panel";
import { followUpsDue } from "~/domain/admissions/enquiries.server";
import { BATCHES_PER_PAGE, listArchivedBatches, listBatchesWithSubjects } from "~/domain/catalogue/batches.server";
import { listWeeks } from "~/domain/doubts/weeks.server";
import { waitingGuardianChanges } from "~/domain/families/guardian-changes.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import { withFollowUpDay } from "~/routes/admissions/+shared/follow-up-day.server";
import { listSearchSchema, pageField, readListSearch } from "~/schemas/paging";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "Teacher home" }];

/**
 * The lists are paged through the address, which works without JS: ongoing batches (?q=&page=), archived
 * batches (?archived=) and weeks (?weeks=).
 */
const homeSearchSchema = listSearchSchema.extend({ archived: pageField, weeks: pageField });
type HomeSearch = z.output<typeof homeSearchSchema>;

const homeHref = (search: HomeSearch, change: Partial<HomeSearch>) =>
  listHref("/teacher", { ...search, ...change }, ["page", "archived", "weeks"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const search = readListSearch(homeSearchSchema, new URL(request.url).searchParams);
  const [batches, weeks, archived, guardianChanges, followUps] = await Promise.all([
    listBatchesWithSubjects(search, BATCHES_PER_PAGE.teacher),
    listWeeks(teacher, search.weeks),
    listArchivedBatches(teacher, search.archived),
    waitingGuardianChanges(teacher),
    followUpsDue(teacher),
  ]);
  const showDay = withFollowUpDay(languageFrom(context));
  return {
    search,
    batches,
    weeks,
    archived,
    guardianChanges,
    followUps: { dueToday: followUps.dueToday.map(showDay), overdue: followUps.overdue.map(showDay) },
  };
}

export default function TeacherHome({ loaderData }: Route.ComponentProps) {
  const { search, batches, weeks, archived, guardianChanges, followUps } = loaderData;
  const { t } = useTranslation("teacher");
  return (
    <main id="main" className="page">
      <h1>{t("Teacher dashboard")}</h1>
      <WaitingGuardianChanges waiting={guardianChanges} />
      <EnquiryFollowUps {...followUps} />
      <section aria-labelledby="ongoing-batches">
        <div className="section-head">
          <h2 id="ongoing-batches">{t("Ongoing Batches")}</h2>
          <Link to="/teacher/batches/new" className="button" preventScrollReset>
            {t("+ Add New Batch")}
          </Link>
        </div>
        <BatchSearch search={search} facts={batches} label={t("Search batches")} />
        {batches.total === 0 ? (
          <p className="empty">
            {search.q ? t("No batches match your search.") : t("No batches yet. Add the first one.")}
          </p>
        ) : null}
        <ul className="grid">
          {batches.batches.map((batch) => (
            <li key={batch.id}>
              <BatchCard batch={batch}>
                <div className="actions">
                  <Spaced>
                    <Link
                      to={`/teacher/course/${batch.id}`}
                      className="button"
                      aria-label={t("Open batch {{name}}", { name: batch.name })}
                    >
                      {t("Open batch")}
                    </Link>
                    <BatchSteps id={batch.id} name={batch.name} steps={["edit", "archive", "delete"]} />
                  </Spaced>
                </div>
              </BatchCard>
            </li>
          ))}
        </ul>
        <PageLinks facts={batches} href={(page) => homeHref(search, { page })} />
      </section>
      {archived.total > 0 ? (
        <section aria-labelledby="archived-batches">
          <h2 id="archived-batches">{t("Archived batches")}</h2>
          {archived.pages > 1 ? (
            <PageCount facts={archived} one={t("archived batch")} many={t("archived batches")} />
          ) : null}
          <ul className="row-list">
            {archived.batches.map((batch) => (
              <li key={batch.id} className="actions">
                <Spaced>
                  <Link to={`/teacher/course/${batch.id}`} translate="no">
                    {batch.name}
                  </Link>
                  <BatchSteps id={batch.id} name={batch.name} steps={["restore", "delete"]} />
                </Spaced>
              </li>
            ))}
          </ul>
          <PageLinks
            facts={archived}
            href={(page) => homeHref(search, { archived: page })}
            words={{
              label: t(ARCHIVED_PAGES.label),
              previous: t(ARCHIVED_PAGES.previous),
              next: t(ARCHIVED_PAGES.next),
            }}
          />
        </section>
      ) : null}
      <WeeksPanel list={weeks} href={(page) => homeHref(search, { weeks: page })} />
      <Outlet />
    </main>
  );
}

/** 'Previous page' and 'Next page' belong to the ongoing batches (decision 085). */
const ARCHIVED_PAGES = {
  label: "Pages of archived batches",
  previous: "Archived more recently",
  next: "Archived earlier",
};

const STEP_LABELS = { edit: "Edit batch", archive: "Archive batch", restore: "Restore", delete: "Delete batch" };

/** A batch's life links. */
function BatchSteps({ id, name, steps }: { id: number; name: string; steps: (keyof typeof STEP_LABELS)[] }) {
  return (
    <ItemSteps
      name={name}
      steps={steps.map((step) => ({ to: `/teacher/batches/${id}/${step}`, label: STEP_LABELS[step] }))}
    />
  );
}
