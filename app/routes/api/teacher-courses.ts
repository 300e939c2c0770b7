import { listCourses } from "~/domain/catalogue.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor }) => listCourses(actor));
