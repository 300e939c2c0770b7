import { useTranslation } from "~/i18n/use-translation";

/** A labelled drop-down of a GET filter form: its words from a table of catalogue keys, 'Any' first. */
export function ChoiceSelect({
  name,
  label,
  words,
  chosen,
  any,
}: {
  name: string;
  label: string;
  words: Record<string, string>;
  chosen: string | undefined;
  any: string;
}) {
  const { t } = useTranslation("admissions");
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={chosen ?? ""}>
        <option value="">{any}</option>
        {Object.entries(words).map(([value, word]) => (
          <option key={value} value={value}>
            {t(word)}
          </option>
        ))}
      </select>
    </div>
  );
}
