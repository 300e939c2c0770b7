import { useTranslation } from "~/i18n/use-translation";

type Shown = { title: string; html: string; attachment: { url: string; sizeShown: string } | null };

/**
 * A homework's text (Markdown rendered on the server with raw HTML escaped) and its PDF, if it has one, with
 * its size: a student on mobile data sees what the link costs before opening it.
 */
export function HomeworkText({ homework }: { homework: Shown }) {
  const { t } = useTranslation("classroom");
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the safe Markdown renderer */}
      <div className="markdown" translate="no" dangerouslySetInnerHTML={{ __html: homework.html }} />
      {homework.attachment ? (
        <p>
          <a href={homework.attachment.url}>{t("Open PDF: {{title}}", { title: homework.title })}</a>{" "}
          <span className="muted">{t("(PDF, {{size}})", { size: homework.attachment.sizeShown })}</span>
        </p>
      ) : null}
    </>
  );
}
