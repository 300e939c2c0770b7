import { type SubmissionResult, useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Field, FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { RouteDialog } from "./route-dialog";
import { Spaced } from "./spaced";

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
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<string, string>>({ lastResult, defaultValue: { [field]: current } });
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={label} meta={fields[field]} />
        <SubmitButton>{t("Save")}</SubmitButton>
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
  const { t } = useTranslation();
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <Form method="post" className="stack">
        <FormToken />
        <FormError errors={error ? [error] : undefined} />
        {children}
        <div className="actions">
          <Spaced>
            {button ? <SubmitButton>{button}</SubmitButton> : null}
            <Link to={closeTo} className="button button-quiet" preventScrollReset>
              {t("Cancel")}
            </Link>
          </Spaced>
        </div>
      </Form>
    </RouteDialog>
  );
}

type StepResult = SubmissionResult<string[]> | { message: string } | undefined;

/** 'Delete …': names the thing and what goes with it; a refusal shows above the buttons. */
export function DeleteDialog({
  title,
  name,
  goesWithIt,
  closeTo,
  actionData,
}: {
  title: string;
  name: string;
  goesWithIt?: string;
  closeTo: string;
  actionData: StepResult;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={title}
      closeTo={closeTo}
      button={t("Delete")}
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      <p>
        {goesWithIt ? (
          <Trans
            t={t}
            i18nKey="Delete <1>{{name}}</1>? With it go: {{goesWithIt}}. This cannot be undone."
            values={{ name, goesWithIt }}
          >
            Delete <strong translate="no">{name}</strong>? With it go: {goesWithIt}. This cannot be undone.
          </Trans>
        ) : (
          <Trans t={t} i18nKey="Delete <1>{{name}}</1>? This cannot be undone." values={{ name }}>
            Delete <strong translate="no">{name}</strong>? This cannot be undone.
          </Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}
