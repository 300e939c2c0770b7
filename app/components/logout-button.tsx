import { Form } from "react-router";
import { FormToken } from "~/components/form-token";
import { useTranslation } from "~/i18n/use-translation";

/** Logging out ends the session on the server, so it is a POST, never a link. */
export function LogoutButton() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" className="inline-form">
      <FormToken />
      <button type="submit" className="button button-quiet">
        {t("Logout")}
      </button>
    </Form>
  );
}
