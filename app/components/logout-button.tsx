import { Form } from "react-router";

/** Logging out ends the session on the server, so it is a POST, never a link. */
export function LogoutButton() {
  return (
    <Form method="post" action="/logout" className="inline-form">
      <button type="submit" className="button button-quiet">
        Logout
      </button>
    </Form>
  );
}
