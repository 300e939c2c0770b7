import { DomainError } from "~/domain/core/errors.server";
import { openHomeworkFile } from "~/domain/homework/student-homework.server";
import { apiFailure } from "~/http/api.server";
import { uploadedFileResponse } from "~/http/file-response.server";
import { getActor } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import type { Route } from "./+types/homework-file";

/** A homework's PDF, streamed only to a teacher or a student who sees the homework; 401/404 otherwise. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    return uploadedFileResponse(request, await openHomeworkFile(getActor(context), idParam(params.homeworkId)));
  } catch (error) {
    if (error instanceof DomainError) return apiFailure(error);
    throw error;
  }
}
