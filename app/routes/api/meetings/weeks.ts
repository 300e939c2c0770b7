import { listWeeks } from "~/domain/weeks.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async ({ actor }) => {
  const weeks = await listWeeks(actor);
  return { weeks, message: weeks.length > 0 ? "Weeks" : "No weeks added yet add a week" };
});
