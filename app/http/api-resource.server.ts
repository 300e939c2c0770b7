import type { z } from "zod";
import type { User } from "~/domain/actor";
import { invalid } from "~/domain/errors.server";
import { assertTeacher } from "~/domain/guards.server";
import { numericIdOf } from "~/domain/ids.server";
import { apiHandler, parseInput, readJson } from "./api.server";

type Answer = Record<string, unknown>;

/**
 * PATCH and DELETE on one teacher-owned thing at /…/{id}: PATCH validates the body with the
 * same schema as the screen's form, and `answer` gives the edited thing the API's field names; DELETE hands
 * over the request for the rare delete that needs a body.
 */
export function editableResource<Schema extends z.ZodType, Edited extends Answer>(
  label: string,
  schema: Schema,
  edit: (teacher: User, id: number, input: z.output<Schema>) => Promise<Edited>,
  remove: (teacher: User, id: number, request: Request) => Promise<Answer>,
  answer: (edited: Edited) => Answer = (edited) => edited,
) {
  return apiHandler(async ({ request, actor, params }) => {
    assertTeacher(actor);
    const id = numericIdOf(params.id, label);
    if (request.method === "PATCH") return answer(await edit(actor, id, parseInput(schema, await readJson(request))));
    if (request.method === "DELETE") return remove(actor, id, request);
    throw invalid(`Use PATCH to change or DELETE to remove a ${label.toLowerCase()}.`);
  });
}

/** A POST that does one thing to a teacher-owned thing at /…/{id}/{verb} (archive, restore, deactivate…). */
export function resourceStep(label: string, run: (teacher: User, id: number) => Promise<Answer>) {
  return apiHandler(async ({ actor, params }) => {
    assertTeacher(actor);
    return run(actor, numericIdOf(params.id, label));
  });
}
