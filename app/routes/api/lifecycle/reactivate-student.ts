import { reactivateStudent } from "~/domain/student-directory.server";
import { resourceStep } from "~/http/api-resource.server";

export const action = resourceStep("Student", reactivateStudent);
