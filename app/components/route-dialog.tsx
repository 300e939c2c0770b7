import { Link } from "react-router";
import { type DataAttributes, enhanceData } from "~/enhance/contract";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A dialog that has its own URL, drawn over its parent page. Without JavaScript it is simply part of
 * the page (an open, non-modal <dialog>); closing is a link back to the parent. With JavaScript
 * (app/enhance/dialog.ts, which finds it by `closeTo`) it becomes modal: focus on its heading, the
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
  /** What else the enhancing script looks for on the dialog (the assistant's `aiScreen`). */
  dataAttributes?: DataAttributes;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog-backdrop">
      <dialog
        open
        className={["dialog", wide ? "dialog-wide" : "", className ?? ""].filter(Boolean).join(" ")}
        aria-labelledby="dialog-title"
        {...enhanceData({ closeTo })}
        {...dataAttributes}
      >
        <header className="dialog-header">
          <h2 id="dialog-title" tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="dialog-close" aria-label={t("Close")} {...enhanceData({ dialogClose: "" })}>
            ×
          </Link>
        </header>
        {children}
      </dialog>
    </div>
  );
}
