import { Link } from "react-router";

/**
 * The teacher's links to change one thing ('Rename', 'Delete'…), each to its own confirmation URL.
 * Each link's accessible name also names the thing, so a list of them stays clear to a screen reader.
 */
export function ItemSteps({ name, steps }: { name: string; steps: { to: string; label: string }[] }) {
  return (
    <div className="actions item-steps">
      {steps.map((step) => (
        <Link
          key={step.to}
          to={step.to}
          className="button button-quiet"
          aria-label={`${step.label} ${name}`}
          preventScrollReset
        >
          {step.label}
        </Link>
      ))}
    </div>
  );
}
