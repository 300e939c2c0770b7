import { db } from "~/db.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { INTL_LOCALES } from "~/i18n/languages";
import { languageOf } from "../messages/recipients.server";
import { waMeLink } from "../messages/whatsapp-outbox.server";
import { instituteName } from "../site/settings.server";
import { formatPaise } from "./money";

/**
 * Whom the teacher calls about a student's dues: their first guardian (the one registered with them), with the
 * mobile number to call and a WhatsApp link whose short reminder is in the guardian's language.
 */
export async function guardiansToCall(dues: { studentId: number; name: string; owedPaise: number }[]) {
  const studentIds = dues.map((row) => row.studentId);
  if (studentIds.length === 0) return new Map<number, GuardianToCall>();
  const [guardians, institute] = await Promise.all([
    db.guardian.findMany({
      where: { studentId: { in: studentIds } },
      orderBy: { id: "asc" },
      select: { studentId: true, name: true, mobile: true, language: true },
    }),
    instituteName(),
  ]);
  const called = new Map<number, GuardianToCall>();
  for (const row of dues) {
    const guardian = guardians.find((one) => one.studentId === row.studentId);
    if (!guardian) continue;
    const language = languageOf(guardian.language);
    const text = translatorFor(language, "fees")(
      "Namaste {{guardian}}, a reminder from {{institute}}: {{amount}} of {{student}}'s fees is due. Thank you.",
      {
        guardian: guardian.name,
        institute,
        student: row.name,
        amount: formatPaise(row.owedPaise, INTL_LOCALES[language]),
      },
    );
    called.set(row.studentId, {
      name: guardian.name,
      mobile: guardian.mobile,
      whatsappLink: waMeLink(guardian.mobile, text),
    });
  }
  return called;
}

export type GuardianToCall = { name: string; mobile: string; whatsappLink: string };
