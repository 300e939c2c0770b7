import { Link } from "react-router";

/** The top of a content page: the way back, the title, and for the teacher the dialog that adds to it. */
export function ContentHeader({
  back,
  title,
  addLabel,
}: {
  back?: { to: string; label: string };
  title: string;
  addLabel?: string;
}) {
  return (
    <>
      {back ? (
        <p>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <div className="section-head">
        <h1>{title}</h1>
        {addLabel ? (
          <Link to="new" className="button" preventScrollReset>
            {addLabel}
          </Link>
        ) : null}
      </div>
    </>
  );
}
