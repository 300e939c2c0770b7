import type { FormMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { FormError } from "./form-parts";
import { FormToken } from "./form-token";

type Metadata = FormMetadata<Record<string, unknown>, string[]>;

/**
 * A Conform form that may carry a file: multipart, the session's form token, and the form's own message first.
 * A form the page script sends itself, showing the upload's progress, passes that script's attributes as `enhance`
 * and no `onSubmit`.
 */
export function UploadForm({
  form,
  enhance,
  children,
}: {
  form: Pick<Metadata, "id" | "errorId" | "errors"> & Partial<Pick<Metadata, "onSubmit">>;
  enhance?: Record<`data-${string}`, string>;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="stack"
      {...enhance}
    >
      <FormToken />
      <FormError id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}
