import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { RouteDialog } from "./route-dialog";

type Props = { title: string; what: string; closeTo: string; failure?: string };

/** The confirmation step before something leaves the public site: its own address, a dialog with JavaScript. */
export function ConfirmRemoval({ title, what, closeTo, failure }: Props) {
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <Form method="post" className="stack">
        <FormToken />
        <FormError errors={failure ? [failure] : undefined} />
        <p>
          Remove <strong>{what}</strong> from the public page? This cannot be undone.
        </p>
        <div className="actions">
          <SubmitButton>Remove</SubmitButton>
          <Link to={closeTo} className="button button-quiet" preventScrollReset>
            Cancel
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}
