import { reactivateStudent } from "~/domain/students/directory.server";
import { resourceStep } from "~/http/api-resource.server";

export const action = resourceStep("Student", reactivateStudent);
