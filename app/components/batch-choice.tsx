import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { BatchOption, BatchChoice as Choice } from "~/domain/catalogue/batch-choice.server";
import { useTranslation } from "~/i18n/use-translation";

type Props = {
  choice: Choice;
  /** The field the picked batch's id is sent as. */
  name: string;
  /** The button that looks the typed name up, as the form calls it ('Search', 'Save'). */
  button: string;
  errors?: string[];
  errorId?: string;
  children?: ReactNode;
};

/** A batch as the lists name it; an archived one says so, in the page's language. */
export const batchLabel = (batch: BatchOption, t: TFunction) =>
  batch.archived ? t("{{name}} (archived)", { name: batch.name }) : batch.name;

/**
 * The teacher's batch choice once the batches are too many for a select (decision 086): a 'Batch' name box,
 * and the batches matching it as radio buttons in the same form, so it works without JavaScript and in a
 * text browser. A name that matches one batch chooses it.
 */
export function BatchNameChoice({ choice, name, button, errors, errorId, children }: Props) {
  const { t } = useTranslation("teacher");
  const shown = choice.options.length;
  return (
    <div className="field batch-choice" key={`${choice.typed}:${choice.chosen}`}>
      <label htmlFor="find_batch">{t("Batch")}</label>
      <input
        id="find_batch"
        name="find_batch"
        type="search"
        defaultValue={choice.typed}
        aria-describedby="find_batch-hint"
      />
      <small id="find_batch-hint" className="hint">
        {t("Type words of the batch's name and press {{button}}; if several batches match, choose one below", {
          button,
        })}
      </small>
      {shown > 0 ? (
        <fieldset className="choice-list">
          <legend>
            {choice.typed ? t("Batches matching “{{typed}}”", { typed: choice.typed }) : t("Chosen batch")}
          </legend>
          <ul>
            {choice.options.map((batch) => (
              <li key={batch.id}>
                <label>
                  <input type="radio" name={name} value={batch.id} defaultChecked={batch.id === choice.chosen} />{" "}
                  {batchLabel(batch, t)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {choice.typed && choice.matching === 0 && !errors?.length ? (
        <p className="muted">{t("No batch has that name.")}</p>
      ) : null}
      {choice.matching > shown ? (
        <p className="muted">
          {t("{{matching}} batches match; the first {{shown}} are listed. Type more of the name to find the others.", {
            matching: choice.matching,
            shown,
          })}
        </p>
      ) : null}
      {children}
      <p id={errorId} className="field-error">
        {errors?.join(". ")}
      </p>
    </div>
  );
}
