import { useRootData } from "~/components/root-data";
import { FORM_TOKEN_FIELD } from "~/schemas/form-token";

/**
 * Put inside every `<Form method="post">`: the session's form token (see app/http/form-token.server.ts),
 * and a named field, so that no browser sends the form as a GET.
 */
export function FormToken() {
  const root = useRootData();
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={root?.formToken ?? ""} />;
}
