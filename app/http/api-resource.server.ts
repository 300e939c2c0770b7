import type { z } from "zod";
import type { Actor, User } from "~/domain/access/actor";
import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { type ApiRun, apiActions, apiHandler, parseInput, readJson } from "./api.server";

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
  const teacherAndId = ({ actor, params }: { actor: Actor; params: Record<string, string | undefined> }) => {
    assertTeacher(actor);
    return [actor, numericIdOf(params.id, label)] as const;
  };
  const patch: ApiRun = async (args) => {
    const [teacher, id] = teacherAndId(args);
    return answer(await edit(teacher, id, parseInput(schema, await readJson(args.request))));
  };
  const destroy: ApiRun = async (args) => remove(...teacherAndId(args), args.request);
  return apiActions({ PATCH: patch, DELETE: destroy });
}

/** A POST that does one thing to a teacher-owned thing at /…/{id}/{verb} (archive, restore, deactivate…). */
export function resourceStep(label: string, run: (teacher: User, id: number) => Promise<Answer>) {
  return apiHandler(async ({ actor, params }) => {
    assertTeacher(actor);
    return run(actor, numericIdOf(params.id, label));
  });
}
