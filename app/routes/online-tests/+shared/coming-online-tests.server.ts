import type { RouterContextProvider } from "react-router";
import type { Actor } from "~/domain/access/actor";
import { formatMoment } from "~/domain/core/format.server";
import { now } from "~/domain/core/time.server";
import { comingOnlineTests } from "~/domain/online-tests/windows.server";
import { languageFrom } from "~/http/language.server";

/** The student's online tests that are open now or open later, with their times in the reader's words. */
export async function shownComingOnlineTests(context: Readonly<RouterContextProvider>, student: Actor) {
  const at = now();
  const language = languageFrom(context);
  return (await comingOnlineTests(student, at)).map((test) => ({
    testId: test.testId,
    name: test.name,
    open: test.open,
    when: formatMoment(test.open ? test.closesAt : test.opensAt, language, at),
  }));
}
