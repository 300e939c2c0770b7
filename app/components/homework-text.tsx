import { useTranslation } from "react-i18next";

type Shown = { title: string; html: string; attachment: { url: string } | null };

/** A homework's text (Markdown rendered on the server with raw HTML escaped) and its PDF, if it has one. */
export function HomeworkText({ homework }: { homework: Shown }) {
  const { t } = useTranslation("classroom");
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the safe Markdown renderer */}
      <div className="markdown" translate="no" dangerouslySetInnerHTML={{ __html: homework.html }} />
      {homework.attachment ? (
        <p>
          <a href={homework.attachment.url}>{t("Open PDF: {{title}}", { title: homework.title })}</a>
        </p>
      ) : null}
    </>
  );
}
