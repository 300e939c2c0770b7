import { translatorFor } from "~/i18n/catalogues.server";
import { markdownToPlainText } from "../messages/plain-text.server";
import type { Language, MessageContent } from "../messages/send.server";

/**
 * The words of the messages families get, each in the recipient's language (catalogue `families`,
 * app/locales/{en,hi}/families.json). The teacher's own words (an announcement) are not translated.
 */

/** 'Send by e-mail' on the parent link. */
export const parentLinkMessage =
  (studentName: string, link: string) =>
  (language: Language): MessageContent => {
    const t = translatorFor(language, "families");
    return {
      subject: t("A link to follow {{name}}'s progress", { name: studentName }),
      text: [
        t("Hello,"),
        "",
        t("With this link you can see {{name}}'s results, report card and announcements (no account needed):", {
          name: studentName,
        }),
        "",
        link,
        "",
        t("Please do not pass the link on."),
      ].join("\n"),
      short: t("{{name}}'s results and announcements: {{link}}", { name: studentName, link }),
      variables: { name: studentName, link },
    };
  };

export type ResultFacts = {
  studentName: string;
  testName: string;
  marks: number | null;
  maxMarks: number;
  rank: number | null;
  attemptedCount: number;
};

/** Results published: one short line with the mark, and a guardian's own page (`link`) for the whole result. */
export const resultMessage =
  (facts: ResultFacts) =>
  (language: Language, link: string | null): MessageContent => {
    const t = translatorFor(language, "families");
    const { studentName: name, testName: test, marks, maxMarks: max, rank, attemptedCount: count } = facts;
    const line =
      marks === null || rank === null
        ? t("{{name}} was absent from {{test}}.", { name, test })
        : t("{{name}} scored {{marks}}/{{max}} in {{test}}, rank {{rank}} of {{count}}.", {
            name,
            test,
            marks,
            max,
            rank,
            count,
          });
    const text = link ? `${line}\n\n${t("The whole result: {{link}}", { link })}` : line;
    const score = marks === null ? t("absent") : `${marks}/${max}`;
    return { subject: t("Result of {{test}}", { test }), text, short: text, variables: { test, marks: score } };
  };

/** An announcement sent on: its title, and its Markdown as plain text (no `**` in WhatsApp or a plain-text mail). */
export const announcementMessage = (title: string, body: string) => {
  const text = markdownToPlainText(body);
  return (language: Language): MessageContent => ({
    subject: title,
    text,
    short: `${translatorFor(language, "families")("Announcement: {{title}}", { title })}\n\n${text}`,
    variables: { title },
  });
};
