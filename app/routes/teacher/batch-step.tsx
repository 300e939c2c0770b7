import { ConfirmDialog } from "~/components/edit-dialogs";
import { archiveBatch, deleteBatch, getBatch, restoreBatch } from "~/domain/catalogue.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/batch-step";

/** Archive, restore and delete share this confirmation; the last part of the address says which. */
const TITLES = { archive: "Archive batch", restore: "Restore", delete: "Delete batch" } as const;
type Step = keyof typeof TITLES;

const stepOf = (request: Request): Step => new URL(request.url).pathname.split("/").pop() as Step;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? TITLES[loaderData.step] : "Batch" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { step: stepOf(request), batch: await readForPage(() => getBatch(teacher, idParam(params.batchId))) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const run = { archive: archiveBatch, restore: restoreBatch, delete: deleteBatch }[stepOf(request)];
  return handleButton(context, "/teacher", () => run(teacher, batchId));
}

export default function BatchStep({ loaderData, actionData }: Route.ComponentProps) {
  const { step, batch } = loaderData;
  const name = <strong>{batch.batch_name}</strong>;
  const canDelete = batch.students === 0 && batch.results === 0;
  return (
    <ConfirmDialog
      title={TITLES[step]}
      closeTo="/teacher"
      button={step !== "delete" || canDelete ? TITLES[step] : undefined}
      error={actionData?.message}
    >
      {step === "archive" ? (
        <p>
          Archive {name}? It stops taking registrations and leaves the ongoing list. Its {batch.students} students can
          still sign in and read their content and results. You can restore it later.
        </p>
      ) : null}
      {step === "restore" ? <p>Restore {name}? It takes registrations again.</p> : null}
      {step === "delete" && canDelete ? (
        <p>Delete {name} with its subjects and content? This cannot be undone.</p>
      ) : null}
      {step === "delete" && !canDelete ? (
        <p>
          {name} has {batch.students} students and {batch.results} results, so it cannot be deleted. Archive it instead.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
