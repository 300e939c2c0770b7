import { useEffect, useRef } from "react";
import { Link } from "react-router";

/**
 * A dialog that has its own URL, drawn over its parent page. Without JavaScript it is simply part of
 * the page; closing is a link back to the parent.
 */
export function RouteDialog({
  title,
  closeTo,
  wide,
  children,
}: {
  title: string;
  closeTo: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="dialog-backdrop">
      <section
        className={wide ? "dialog dialog-wide" : "dialog"}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
      >
        <header className="dialog-header">
          <h2 id="dialog-title" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="dialog-close" aria-label="Close" preventScrollReset>
            ×
          </Link>
        </header>
        {children}
      </section>
    </div>
  );
}
