import { getStudentDetails } from "~/domain/students.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor }) => getStudentDetails(actor));
