import type { RouterContextProvider } from "react-router";
import type { User } from "~/domain/access/actor";
import { addGuardian, editGuardian, removeGuardian } from "~/domain/families/guardians.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { guardianSchema } from "~/schemas/families";

type Step = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  actor: User;
  studentId: number;
  /** Absent: the form adds a guardian. */
  guardianId?: number;
  /** Where the person lands afterwards, with the message as a toast. */
  back: string;
};

/**
 * The guardian forms of the student's 'My details' and of the teacher's student page: add, save (the same
 * schema as the API's POST and PATCH) or, with `intent=remove`, remove. A refusal keeps what was typed.
 */
export async function guardianStep({ request, context, actor, studentId, guardianId, back }: Step) {
  const formData = await readFormData(request);
  if (guardianId !== undefined && formData.get("intent") === "remove") {
    return handleButton(context, back, () => removeGuardian(actor, studentId, guardianId));
  }
  return handleForm(formData, guardianSchema, async (value) => {
    const { message } =
      guardianId === undefined
        ? await addGuardian(actor, studentId, value)
        : await editGuardian(actor, studentId, guardianId, value);
    return redirectWithToast(context, back, "success", message);
  });
}
