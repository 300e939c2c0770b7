import { assertTeacher } from "~/domain/access/guards.server";
import { getRegister, saveRegister } from "~/domain/attendance/register.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { registerSchema } from "~/schemas/classroom";
import { dayField } from "~/schemas/dates";
import { classJson } from "./+presenter";

const occasion = (params: Record<string, string | undefined>) => ({
  batchId: numericIdOf(params.batchId, "Batch"),
  classId: numericIdOf(params.classId, "Class"),
  date: parseInput(dayField("Give the date as YYYY-MM-DD"), params.date),
});

/** GET /teacher/batches/{batchId}/register/{classId}/{date}: the register, every student in roll-number order. */
export const loader = apiHandler(async ({ actor, params }) => {
  const { batchId, classId, date } = occasion(params);
  const register = await getRegister(actor, batchId, classId, date);
  return {
    class: classJson(register.class),
    date,
    taken: register.taken,
    open: register.open,
    students: register.students.map((student) => ({
      student_id: student.id,
      name: student.name,
      roll_no: student.rollNo,
      status: student.status,
    })),
    message: "Register",
  };
});

/** PUT …/register/{classId}/{date}: `{students:[{student_id, status}]}`; saving again updates. */
export const action = apiActions({
  PUT: async ({ request, actor, params }) => {
    assertTeacher(actor);
    const { batchId, classId, date } = occasion(params);
    const input = parseInput(registerSchema, await readJson(request));
    return saveRegister(actor, batchId, classId, date, input.students);
  },
});
