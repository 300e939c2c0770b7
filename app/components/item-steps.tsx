import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Spaced } from "./spaced";

/**
 * The teacher's links to change one thing ('Rename', 'Delete'…), each to its own confirmation URL.
 * Each link's accessible name also names the thing, so a list of them stays clear to a screen reader.
 */
export function ItemSteps({ name, steps }: { name: string; steps: { to: string; label: string }[] }) {
  // The labels are English catalogue keys, given by each page ('Rename', 'Delete week').
  const { t } = useTranslation("teacher");
  return (
    <div className="actions item-steps">
      <Spaced>
        {steps.map((step) => (
          <Link
            key={step.to}
            to={step.to}
            className="button button-quiet"
            aria-label={`${t(step.label)} ${name}`}
            preventScrollReset
          >
            {t(step.label)}
          </Link>
        ))}
      </Spaced>
    </div>
  );
}
