import { deleteWeek, renameWeek } from "~/domain/doubts/weeks.server";
import { editableResource } from "~/http/api-resource.server";
import { weekNameSchema } from "~/schemas/weeks";
import { savedWeekAnswer } from "./+presenter";

/** PATCH /meetings/weeks/{id} `{week_name}`; DELETE (409 once the week has bookings). */
export const action = editableResource("Week", weekNameSchema, renameWeek, deleteWeek, savedWeekAnswer);
