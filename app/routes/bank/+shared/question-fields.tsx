import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField, TextareaField } from "~/components/form-parts";
import { useTranslation } from "~/i18n/use-translation";
import { DIFFICULTIES } from "~/schemas/bank";
import { DIFFICULTY_WORDS } from "./bank-words";

type Meta = FieldMetadata<string | number | undefined>;

export type QuestionFieldName =
  | "subject"
  | "chapter"
  | "topic"
  | "difficulty"
  | "text"
  | "option_a"
  | "option_b"
  | "option_c"
  | "option_d"
  | "answer"
  | "solution";

/**
 * A bank question's fields, as 'New question' and its edit write them. There is no type to choose: the answer says
 * it, as a paper's CSV does (a letter, letters, or a number with its tolerance).
 */
export function QuestionFields({ fields, subjects }: { fields: Record<QuestionFieldName, Meta>; subjects: string[] }) {
  const { t } = useTranslation("bank");
  return (
    <>
      <Field label={t("Subject")} meta={fields.subject} list="bank-subjects" autoComplete="off" />
      <datalist id="bank-subjects">
        {subjects.map((subject) => (
          <option key={subject} value={subject} />
        ))}
      </datalist>
      <Field label={t("Chapter")} meta={fields.chapter} />
      <Field label={t("Topic (optional)")} meta={fields.topic} />
      <SelectField
        label={t("Difficulty")}
        meta={fields.difficulty}
        options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: t(DIFFICULTY_WORDS[difficulty]) }))}
      />
      <TextareaField
        label={t("Question")}
        meta={fields.text}
        rows={5}
        hint={t("Formulas in LaTeX between $…$ (or $$…$$ on a line of their own); chemistry as {{ce}}.", {
          ce: "\\ce{…}",
        })}
      />
      <TextareaField label={t("Option A")} meta={fields.option_a} rows={2} />
      <TextareaField label={t("Option B")} meta={fields.option_b} rows={2} />
      <TextareaField label={t("Option C")} meta={fields.option_c} rows={2} />
      <TextareaField label={t("Option D")} meta={fields.option_d} rows={2} />
      <Field
        label={t("Answer")}
        meta={fields.answer}
        hint={t(
          "A letter A–D (one correct option), letters such as AC (several correct), or a number with a tolerance such as 9.8±0.1 (leave the options empty).",
        )}
      />
      <TextareaField label={t("Solution (optional)")} meta={fields.solution} rows={5} />
    </>
  );
}
