import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { saveLanguageChoice } from "~/domain/accounts/language-choice.server";
import { actorContext } from "~/http/context.server";
import { readFormData } from "~/http/forms.server";
import { languageCookie } from "~/http/language.server";
import { languageChoiceSchema } from "~/schemas/language";
import type { Route } from "./+types/language";

export const loader = () => redirect("/");

/** The language switch: keeps the choice and returns to the page it was pressed on. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: languageChoiceSchema });
  if (submission.status !== "success") return new Response("Choose English or हिन्दी.", { status: 400 });
  const { lang, back } = submission.value;
  const user = context.get(actorContext);
  if (user) await saveLanguageChoice(user, lang);
  return redirect(back, { status: 303, headers: { "Set-Cookie": languageCookie(lang) } });
}
