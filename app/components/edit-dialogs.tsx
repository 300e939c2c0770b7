import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { RouteDialog } from "./route-dialog";

/**
 * The 'Rename' dialog of anything the teacher made: one name field, filled with the current name;
 * a refused name (e.g. taken by a sibling) comes back at the field with what was typed.
 */
export function RenameDialog({
  title,
  closeTo,
  field,
  label,
  current,
  lastResult,
}: {
  title: string;
  closeTo: string;
  field: string;
  label: string;
  current: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useForm<Record<string, string>>({ lastResult, defaultValue: { [field]: current } });
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={label} meta={fields[field]} />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

/**
 * A confirmation with its own URL: says what will happen, then one button and 'Cancel'. A refusal
 * (e.g. a batch that still has students) is shown above the buttons.
 */
export function ConfirmDialog({
  title,
  closeTo,
  button,
  error,
  children,
}: {
  title: string;
  closeTo: string;
  button?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <Form method="post" className="stack">
        <FormToken />
        <FormError errors={error ? [error] : undefined} />
        {children}
        <div className="actions">
          {button ? <SubmitButton>{button}</SubmitButton> : null}
          <Link to={closeTo} className="button button-quiet" preventScrollReset>
            Cancel
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}

type StepResult = SubmissionResult<string[]> | { message: string } | undefined;

/** 'Delete …': names the thing and what goes with it; a refusal shows above the buttons. */
export function DeleteDialog({
  noun,
  name,
  goesWithIt,
  closeTo,
  actionData,
}: {
  noun: string;
  name: string;
  goesWithIt?: string;
  closeTo: string;
  actionData: StepResult;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${noun}`}
      closeTo={closeTo}
      button="Delete"
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <p>
        Delete <strong>{name}</strong>?{goesWithIt ? ` With it go: ${goesWithIt}.` : ""} This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
