import { Trans } from "react-i18next";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { RouteDialog } from "./route-dialog";
import { Spaced } from "./spaced";

type Props = { title: string; what: string; closeTo: string; failure?: string };

/** The confirmation step before something leaves the public site: its own address, a dialog with JavaScript. */
export function ConfirmRemoval({ title, what, closeTo, failure }: Props) {
  const { t } = useTranslation();
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <Form method="post" className="stack">
        <FormToken />
        <FormError errors={failure ? [failure] : undefined} />
        <p>
          <Trans t={t} i18nKey="Remove <1>{{what}}</1> from the public page? This cannot be undone." values={{ what }}>
            Remove <strong translate="no">{what}</strong> from the public page? This cannot be undone.
          </Trans>
        </p>
        <div className="actions">
          <Spaced>
            <SubmitButton>{t("Remove")}</SubmitButton>
            <Link to={closeTo} className="button button-quiet" preventScrollReset>
              {t("Cancel")}
            </Link>
          </Spaced>
        </div>
      </Form>
    </RouteDialog>
  );
}
