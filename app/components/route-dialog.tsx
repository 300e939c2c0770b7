import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * A dialog that has its own URL, drawn over its parent page. Without JavaScript it is simply part of
 * the page (an open, non-modal <dialog>); closing is a link back to the parent. With JavaScript
 * (app/enhance/dialog.ts, which finds it by `data-close-to`) it becomes modal: focus on its heading, the
 * page behind inert, Escape leaves for `closeTo`, and the link that opened it has focus again there.
 */
export function RouteDialog({
  title,
  closeTo,
  wide,
  className,
  dataAttributes,
  children,
}: {
  title: string;
  closeTo: string;
  wide?: boolean;
  /** Extra class names for the dialog box. */
  className?: string;
  /** Data attributes a page's own script looks for (the assistant's `data-ai-screen`). */
  dataAttributes?: Record<`data-${string}`, string>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-backdrop">
      <dialog
        open
        className={["dialog", wide ? "dialog-wide" : "", className ?? ""].filter(Boolean).join(" ")}
        aria-labelledby="dialog-title"
        data-close-to={closeTo}
        {...dataAttributes}
      >
        <header className="dialog-header">
          <h2 id="dialog-title" tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="dialog-close" aria-label={t("Close")} data-dialog-close="">
            ×
          </Link>
        </header>
        {children}
      </dialog>
    </div>
  );
}
