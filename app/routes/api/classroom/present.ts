import type { TimetableClass } from "~/domain/timetable/classes.server";

/** A class in the API's words (snake_case, as every /api/v1 answer). */
export const classJson = (item: TimetableClass) => ({
  id: item.id,
  batch_id: item.batchId,
  subject_id: item.subjectId,
  subject_name: item.subjectName,
  weekday: item.weekday,
  start_time: item.startTime,
  end_time: item.endTime,
  room: item.room,
  meeting_url: item.meetingUrl,
  place: item.place,
  on_date: item.onDate,
});
