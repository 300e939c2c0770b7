import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";

/** The enquirer's message back: thanks, and that the institute will call (the institute is named by the sender). */
export function thanksForEnquiring(language: Language, name: string) {
  const t = translatorFor(language, "admissions");
  const hello = t("Hello {{name}},", { name });
  const thanks = t("Thank you for your enquiry. Someone from the institute will call you soon.");
  return {
    subject: t("Thank you for your enquiry"),
    text: [hello, "", thanks].join("\n"),
    short: `${hello} ${thanks}`,
  };
}

type FollowUp = { id: number; name: string; mobile: string; followUpOn: string | null };

/** A teacher's morning list: the follow-ups due today and those whose day has passed, each with its page. */
export function followUpDigest(language: Language, siteUrl: string, due: { today: FollowUp[]; overdue: FollowUp[] }) {
  const t = translatorFor(language, "admissions");
  const line = (enquiry: FollowUp) =>
    `- ${enquiry.name} (${enquiry.mobile}), ${enquiry.followUpOn}: ${siteUrl}/teacher/enquiries/${enquiry.id}`;
  const section = (heading: string, list: FollowUp[]) => (list.length ? [heading, ...list.map(line), ""] : []);
  const text = [...section(t("Due today"), due.today), ...section(t("Overdue"), due.overdue)].join("\n");
  return {
    subject: t("Enquiries to follow up: {{count}}", { count: due.today.length + due.overdue.length }),
    text,
  };
}
