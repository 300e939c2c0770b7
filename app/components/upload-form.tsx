import type { FormMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { FormError } from "./form-parts";
import { FormToken } from "./form-token";

/** A Conform form that may carry a photo: multipart, the session's form token, and the form's own message first. */
export function UploadForm({
  form,
  children,
}: {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "id" | "onSubmit" | "errorId" | "errors">;
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
    >
      <FormToken />
      <FormError id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}
