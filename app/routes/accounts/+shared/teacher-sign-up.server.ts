import type { RouterContextProvider } from "react-router";
import { registerTeacher } from "~/domain/accounts/auth.server";
import { addressOf } from "~/http/api.server";
import { handleForm } from "~/http/forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { teacherSignUpSchema } from "~/schemas/auth";

/** The action of the teacher sign-up form wherever it stands; a new teacher lands on `after` to sign in. */
export const signUpTeacher = (formData: FormData, context: Readonly<RouterContextProvider>, after: string) =>
  handleForm(formData, teacherSignUpSchema, async (value) => {
    const { message } = await registerTeacher(value, addressOf(context));
    return redirectWithToast(context, after, "success", message);
  });
