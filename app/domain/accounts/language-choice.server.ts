import { db } from "~/db.server";
import type { Language } from "~/i18n/languages";
import type { User } from "../access/actor";

/** A signed-in person's language follows them to every device and is the language of their mails. */
export async function saveLanguageChoice(user: User, language: Language) {
  await db.user.update({ where: { id: user.id }, data: { language } });
}
