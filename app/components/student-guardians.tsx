import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { LANGUAGE_WORDS, RELATION_WORDS } from "./guardian-fields";
import { Spaced } from "./spaced";

export type GuardianFacts = {
  id: number;
  name: string;
  relation: string;
  mobile: string;
  email: string;
  language: string;
  /** Shown on the teacher's page only. */
  parent_link?: { created_at: string; last_opened_at: string | null } | null;
  lastOpened?: string | null;
};

const words = <Words extends Record<string, string>>(table: Words, key: string) => table[key as keyof Words] ?? key;

/**
 * A student's guardians as a list; `base` is the address their Edit pages hang under. On the teacher's page
 * (`teacher`) each also has 'Parent link' and says when their link was last opened.
 */
export function GuardianList({
  guardians,
  base,
  teacher,
}: {
  guardians: GuardianFacts[];
  base: string;
  teacher?: boolean;
}) {
  const { t } = useTranslation("families");
  if (guardians.length === 0) return <p className="empty">{t("No guardians yet")}</p>;
  return (
    <ul className="stack">
      {guardians.map((guardian) => (
        <li key={guardian.id} className="card">
          <h3>
            <span translate="no">{guardian.name}</span> ({t(words(RELATION_WORDS, guardian.relation))})
          </h3>
          <p>
            {guardian.mobile}
            {guardian.email ? ` · ${guardian.email}` : ""} · {words(LANGUAGE_WORDS, guardian.language)}
          </p>
          {teacher ? (
            <p className="muted">
              {guardian.parent_link
                ? guardian.lastOpened
                  ? t("Parent link last opened: {{when}}", { when: guardian.lastOpened })
                  : t("Parent link not opened yet")
                : t("No parent link")}
            </p>
          ) : null}
          <div className="actions">
            <Spaced>
              <Link
                to={`${base}/${guardian.id}`}
                className="button button-quiet"
                preventScrollReset
                aria-label={t("Edit {{name}}", { name: guardian.name })}
              >
                {t("Edit")}
              </Link>
              {teacher && guardian.parent_link ? (
                <Link to={`${base}/${guardian.id}/parent-link`} className="button" preventScrollReset>
                  {t("Parent link")}
                </Link>
              ) : null}
              {teacher && !guardian.parent_link ? (
                <Form method="post" action={`${base}/${guardian.id}/parent-link`}>
                  <FormToken />
                  <SubmitButton name="intent" value="create">
                    {t("Parent link")}
                  </SubmitButton>
                </Form>
              ) : null}
            </Spaced>
          </div>
        </li>
      ))}
    </ul>
  );
}
