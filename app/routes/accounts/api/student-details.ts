import { getStudentDetails } from "~/domain/students/home.server";
import { apiHandler } from "~/http/api.server";
import { studentDetailsAnswer } from "../../students/api/+presenter";

export const loader = apiHandler(async ({ actor }) => studentDetailsAnswer(await getStudentDetails(actor)));
