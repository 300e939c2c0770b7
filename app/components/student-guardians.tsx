import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { CHANNEL_WORDS, useKindLabel } from "./family-messages";
import { SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { LANGUAGE_WORDS, RELATION_WORDS } from "./guardian-fields";
import { Spaced } from "./spaced";

/** A student's change to a guardian, or a new guardian, waiting for a teacher. */
export type PendingChangeFacts = {
  id: number;
  /** Null for a new guardian. */
  guardian_id: number | null;
  name: string;
  relation: string;
  mobile: string;
  email: string;
  language: string;
};

export type GuardianFacts = {
  id: number;
  name: string;
  relation: string;
  mobile: string;
  email: string;
  language: string;
  pending_change?: PendingChangeFacts | null;
  /** Shown on the teacher's page only: how messages reach them, the kinds they stopped on their page. */
  channel?: string;
  stopped_kinds?: string[];
  parent_link?: { created_at: string; last_opened_at: string | null } | null;
  lastOpened?: string | null;
};

const words = <Words extends Record<string, string>>(table: Words, key: string) => table[key as keyof Words] ?? key;

const contactLine = (facts: PendingChangeFacts) =>
  [facts.name, facts.mobile, facts.email, words(LANGUAGE_WORDS, facts.language)].filter(Boolean).join(" · ");

/**
 * What a student proposed for a guardian, until a teacher answers: the student reads that it waits; a teacher
 * (`decideAt`, the address the answer posts to) gets 'Confirm' and 'Reject'. Messages keep the confirmed contact.
 */
export function PendingChange({ change, decideAt }: { change: PendingChangeFacts; decideAt?: string }) {
  const { t } = useTranslation("families");
  return (
    <div className="notice">
      <p>
        <strong>
          {decideAt ? t("Proposed by the student, not used yet:") : t("Waiting for your teacher to confirm")}
        </strong>{" "}
        <span translate="no">{contactLine(change)}</span> ({t(words(RELATION_WORDS, change.relation))})
      </p>
      {decideAt ? (
        <Form method="post" action={`${decideAt}/${change.id}`}>
          <FormToken />
          <Spaced>
            <SubmitButton name="decision" value="confirm">
              {t("Confirm")}
            </SubmitButton>
            <SubmitButton name="decision" value="reject" className="button button-quiet">
              {t("Reject")}
            </SubmitButton>
          </Spaced>
        </Form>
      ) : (
        <p className="muted">
          {change.guardian_id === null
            ? t("Until then, this guardian gets no messages.")
            : t("Until then, messages keep going to the confirmed details.")}
        </p>
      )}
    </div>
  );
}

/** New guardians a student proposed, each waiting for a teacher. */
export function PendingGuardians({ changes, decideAt }: { changes: PendingChangeFacts[]; decideAt?: string }) {
  const { t } = useTranslation("families");
  if (changes.length === 0) return null;
  return (
    <ul className="stack">
      {changes.map((change) => (
        <li key={change.id} className="card">
          <h3>{t("New guardian")}</h3>
          <PendingChange change={change} decideAt={decideAt} />
        </li>
      ))}
    </ul>
  );
}

/** How a guardian's messages reach them, and the kinds they stopped on their page. */
function MessageChoices({ guardian }: { guardian: GuardianFacts }) {
  const { t } = useTranslation("families");
  const kindLabel = useKindLabel();
  const stopped = guardian.stopped_kinds ?? [];
  return (
    <p className="muted">
      {t("Messages by: {{channel}}", { channel: t(words(CHANNEL_WORDS, guardian.channel ?? "institute")) })}
      {" · "}
      {stopped.length
        ? t("Stopped: {{kinds}}", { kinds: stopped.map(kindLabel).join(", ") })
        : t("Gets every kind of message")}
    </p>
  );
}

/**
 * A student's guardians as a list; `base` is the address their Edit pages hang under. On the teacher's page
 * (`teacher`) each also has 'Parent link' and says when their link was last opened, and a student's waiting
 * change has 'Confirm' and 'Reject' (posting under `decideAt`).
 */
export function GuardianList({
  guardians,
  base,
  teacher,
  decideAt,
}: {
  guardians: GuardianFacts[];
  base: string;
  teacher?: boolean;
  decideAt?: string;
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
          {guardian.pending_change ? <PendingChange change={guardian.pending_change} decideAt={decideAt} /> : null}
          {teacher ? <MessageChoices guardian={guardian} /> : null}
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
