// How a timetable class is read from the database and shown: shared by the classes and their notices.
import { weekdayName } from "./weekday-numbers";

export const classSelect = {
  id: true,
  batchId: true,
  subjectId: true,
  weekday: true,
  startTime: true,
  endTime: true,
  room: true,
  meetingUrl: true,
  onDate: true,
  subject: { select: { name: true } },
} as const;

type ClassRow = {
  id: number;
  batchId: number;
  subjectId: number;
  weekday: number;
  startTime: string;
  endTime: string;
  room: string;
  meetingUrl: string;
  onDate: string | null;
  subject: { name: string };
};

/** A class as screens and the API use it; `place` is the room, or "Online" for a class with only a link. */
export const presentClass = (row: ClassRow) => ({
  id: row.id,
  batchId: row.batchId,
  subjectId: row.subjectId,
  subjectName: row.subject.name,
  weekday: weekdayName(row.weekday),
  startTime: row.startTime,
  endTime: row.endTime,
  room: row.room,
  meetingUrl: row.meetingUrl,
  place: row.room || "Online",
  /** Set for an extra class: its one date. */
  onDate: row.onDate,
});
export type TimetableClass = ReturnType<typeof presentClass>;
