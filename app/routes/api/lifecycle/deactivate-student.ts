import { deactivateStudent } from "~/domain/student-directory.server";
import { resourceStep } from "~/http/api-resource.server";

export const action = resourceStep("Student", deactivateStudent);
