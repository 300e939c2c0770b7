import type { ReactNode } from "react";

/** One labelled value in a description list (<dl>): a booking's email, a meeting's join time. */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
