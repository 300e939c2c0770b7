import { assertTeacher } from "~/domain/access/guards.server";
import { bankChapters } from "~/domain/bank/list.server";
import { apiHandler } from "~/http/api.server";
import { chapterAnswer } from "./+presenter";

/** GET /teacher/bank/chapters?subject=: each chapter with how many easy, medium and hard questions it has. */
export const loader = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const subject = new URL(request.url).searchParams.get("subject")?.trim() || undefined;
  return { chapters: (await bankChapters(subject)).map(chapterAnswer) };
});
