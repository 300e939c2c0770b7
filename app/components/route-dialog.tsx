import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";

/**
 * A dialog that has its own URL, drawn over its parent page. Without JavaScript it is simply part of
 * the page (an open, non-modal <dialog>); closing is a link back to the parent. With JavaScript it
 * becomes modal with showModal(): focus stays inside, the page behind is inert, Escape closes it, and
 * focus goes back to whatever opened it.
 */
export function RouteDialog({
  title,
  closeTo,
  wide,
  className,
  onClose,
  children,
}: {
  title: string;
  closeTo: string;
  wide?: boolean;
  /** Extra class names for the dialog box. */
  className?: string;
  /** Runs when the person closes it (the × or Escape), before leaving for `closeTo`. */
  onClose?: () => void;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The server drew it open but not modal; showModal() needs it closed first.
    element.close();
    element.showModal();
    heading.current?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div className="dialog-backdrop">
      <dialog
        ref={dialog}
        open
        className={["dialog", wide ? "dialog-wide" : "", className ?? ""].filter(Boolean).join(" ")}
        aria-labelledby="dialog-title"
        onCancel={(event) => {
          // Escape: leave the dialog's URL; unmounting closes it and hands focus back.
          event.preventDefault();
          onClose?.();
          navigate(closeTo, { preventScrollReset: true });
        }}
      >
        <header className="dialog-header">
          <h2 id="dialog-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="dialog-close" aria-label={t("Close")} preventScrollReset onClick={onClose}>
            ×
          </Link>
        </header>
        {children}
      </dialog>
    </div>
  );
}
