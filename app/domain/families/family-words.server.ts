import type { Language, MessageContent } from "../messages/send.server";

/**
 * The words of the messages families get, in English and Hindi (each person gets their own language).
 * Kept together so that a third language is added in one place.
 */

/** 'Send by e-mail' on the parent link. */
export const parentLinkMessage =
  (studentName: string, link: string) =>
  (language: Language): MessageContent =>
    language === "hi"
      ? {
          subject: `${studentName} की पढ़ाई देखने का लिंक`,
          text: `नमस्ते,\n\nइस लिंक से आप ${studentName} के परिणाम, रिपोर्ट कार्ड और सूचनाएँ देख सकते हैं (कोई खाता नहीं चाहिए):\n\n${link}\n\nकृपया यह लिंक किसी और को न भेजें।`,
          short: `${studentName} के परिणाम और सूचनाएँ: ${link}`,
        }
      : {
          subject: `A link to follow ${studentName}'s progress`,
          text: `Hello,\n\nWith this link you can see ${studentName}'s results, report card and announcements (no account needed):\n\n${link}\n\nPlease do not pass the link on.`,
          short: `${studentName}'s results and announcements: ${link}`,
        };

export type ResultFacts = {
  studentName: string;
  testName: string;
  marks: number | null;
  maxMarks: number;
  rank: number | null;
  attemptedCount: number;
};

const resultLine = (facts: ResultFacts, language: Language) => {
  const { studentName, testName, marks, maxMarks, rank, attemptedCount } = facts;
  if (language === "hi") {
    return marks === null || rank === null
      ? `${testName} में ${studentName} अनुपस्थित थे।`
      : `${studentName} ने ${testName} में ${marks}/${maxMarks} अंक पाए, ${attemptedCount} में से रैंक ${rank}।`;
  }
  return marks === null || rank === null
    ? `${studentName} was absent from ${testName}.`
    : `${studentName} scored ${marks}/${maxMarks} in ${testName}, rank ${rank} of ${attemptedCount}.`;
};

/** Results published: one short line with the mark, and the parent link where the person has one. */
export const resultMessage =
  (facts: ResultFacts, link: string | null) =>
  (language: Language): MessageContent => {
    const line = resultLine(facts, language);
    const more = link ? (language === "hi" ? `\n\nपूरा परिणाम: ${link}` : `\n\nThe whole result: ${link}`) : "";
    return {
      subject: language === "hi" ? `${facts.testName} का परिणाम` : `Result of ${facts.testName}`,
      text: `${line}${more}`,
      short: `${line}${more}`,
    };
  };

/** An announcement sent on: its title and text as the teacher wrote them (their own words are not translated). */
export const announcementMessage =
  (title: string, body: string) =>
  (language: Language): MessageContent => ({
    subject: title,
    text: body,
    short: `${language === "hi" ? "सूचना" : "Announcement"}: ${title}\n\n${body}`,
  });
