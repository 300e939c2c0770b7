import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The top of a content page: the way back, the title (the teacher's own folder name), and for the teacher
 * the dialog that adds to it (`addLabel`, an English key of the teacher catalogue, as ItemSteps' labels).
 */
export function ContentHeader({
  back,
  title,
  addLabel,
}: {
  back?: { to: string; label: string };
  title: string;
  addLabel?: string;
}) {
  const { t } = useTranslation("teacher");
  return (
    <>
      {back ? (
        <p>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <div className="section-head">
        <h1 translate="no">{title}</h1>
        {addLabel ? (
          <Link to="new" className="button" preventScrollReset>
            {t(addLabel)}
          </Link>
        ) : null}
      </div>
    </>
  );
}
