import { z } from "zod";
import { idField, nameField } from "./fields";
import { SUB_FOLDER_TYPES } from "./words";

export type { SubFolderType } from "./words";

export const newSubjectSchema = z.object({
  subject_name: nameField("Subject name"),
  // The form asks for a duration; subjects run as long as their batch, so it is checked but not stored.
  duration: z.coerce.number({ error: "Duration must be a number" }).int().min(1).max(60).optional(),
});

export const newFolderSchema = z.object({ folder_name: nameField("Folder name") });

export const newSubFolderSchema = z.object({
  sub_folder_name: nameField("Folder name"),
  type: z.enum(SUB_FOLDER_TYPES, { error: "Folder type must be notes, videos or tests" }),
});

/** Renaming keeps a sub-folder's type: its content is of that type. */
export const subFolderRenameSchema = newSubFolderSchema.pick({ sub_folder_name: true });

export const noteRenameSchema = z.object({ content_name: nameField("Content name") });

export const NOTE_FILE_TYPES = ["pdf", "image"] as const;

export const newNoteSchema = z.object({
  content_name: noteRenameSchema.shape.content_name,
  type: z.enum(NOTE_FILE_TYPES, { error: "Choose the file type: PDF or image" }),
});

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);

export const isYouTubeLink = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && YOUTUBE_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
};

export const newVideoSchema = z
  .object({
    video_name: z.string().trim().max(120, "Video title is too long").default(""),
    url: z.string().trim().max(500, "The link is too long").default(""),
  })
  .check((ctx) => {
    const { video_name, url } = ctx.value;
    if (!video_name || !url) {
      ctx.issues.push({ code: "custom", message: "Please fill in both fields", input: ctx.value });
    } else if (!isYouTubeLink(url)) {
      ctx.issues.push({
        code: "custom",
        path: ["url"],
        message: "Only YouTube links can be added (https://www.youtube.com/… or https://youtu.be/…)",
        input: url,
      });
    }
  });

/** On the page, no student ticked means every waiting student of the list ('Permit all 3'). */
export const studentAccessSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("permit"), ids: z.array(idField("Student")).max(5000).default([]) }),
  z.object({ intent: z.literal("remove"), studentId: idField("Student") }),
]);

/** The API names the students, and an empty list is refused. */
export const admitStudentsSchema = z.object({
  subjectId: idField("Subject"),
  ids: z
    .array(idField("Student"), { error: "Please select students to permit" })
    .min(1, "Please select students to permit"),
});

export type NewSubject = z.output<typeof newSubjectSchema>;
export type NewFolder = z.output<typeof newFolderSchema>;
export type NewSubFolder = z.output<typeof newSubFolderSchema>;
export type NewNote = z.output<typeof newNoteSchema>;
export type NewVideo = z.output<typeof newVideoSchema>;
export type SubFolderRename = z.output<typeof subFolderRenameSchema>;
export type NoteRename = z.output<typeof noteRenameSchema>;
