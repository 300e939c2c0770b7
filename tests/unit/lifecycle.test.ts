import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { signIn } from "~/domain/accounts/auth.server";
import { hashPassword } from "~/domain/accounts/passwords.server";
import {
  archiveBatch,
  createBatch,
  deleteBatch,
  listBatchesWithSubjects,
  renameBatch,
  restoreBatch,
} from "~/domain/catalogue/batches.server";
import {
  createFolder,
  createSubject,
  deleteSubject,
  getSubject,
  renameFolder,
} from "~/domain/catalogue/subjects.server";
import { createSubFolder, deleteSubFolder } from "~/domain/content/folders.server";
import { deleteNote } from "~/domain/content/notes.server";
import { openUpload, storeUpload } from "~/domain/content/uploads.server";
import { bookDoubtSession } from "~/domain/doubts/booking.server";
import { deleteWeek, renameWeek, weekDetails } from "~/domain/doubts/weeks.server";
import { createTest, deleteTest, editTest } from "~/domain/marks/tests.server";
import {
  deactivateStudent,
  deleteStudent,
  editStudent,
  listStudents,
  reactivateStudent,
} from "~/domain/students/directory.server";
import { failure, teacher, weekWithSlots } from "../support/unit-weeks";

/** Whether the file store (the upload folder in these tests) still holds a file of this name. */
async function isStored(fileKey: string) {
  const file = await openUpload(fileKey);
  file?.stream.destroy();
  return file !== null;
}

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function batchWithStudent(label: string) {
  const { batch } = await createBatch(teacher, { batch_name: unique(label), duration: 12 });
  const { subject } = await createSubject(teacher, batch.id, { subject_name: "Physics" });
  const student = await db.user.create({
    data: {
      email: `${randomUUID()}@unit.test`,
      firstName: "Asha",
      lastName: "Rao",
      role: "student",
      batchId: batch.id,
      password: { create: { hash: await hashPassword("student-password") } },
      access: { create: { subjectId: subject.id, permitted: true } },
    },
  });
  return { batch, subject, student };
}

describe("batches", () => {
  it("refuses a second ongoing batch of the same name, whatever the case, at the field", async () => {
    const name = unique("Class 10");
    const { batch } = await createBatch(teacher, { batch_name: name, duration: 12 });
    const error = await failure(createBatch(teacher, { batch_name: name.toUpperCase(), duration: 6 }));
    expect(error.kind).toBe("conflict");
    expect(error.fieldErrors?.batch_name).toEqual(["An ongoing batch already has this name"]);
    // Renaming to its own name is no clash; an archived batch frees its name.
    await renameBatch(teacher, batch.id, { batch_name: name.toLowerCase(), duration: 10 });
    await archiveBatch(teacher, batch.id);
    const { batch: again } = await createBatch(teacher, { batch_name: name, duration: 12 });
    expect((await failure(restoreBatch(teacher, batch.id))).kind).toBe("conflict");
    await deleteBatch(teacher, again.id);
    await restoreBatch(teacher, batch.id);
  });

  it("archives a batch out of the ongoing list and restores it", async () => {
    const { batch } = await createBatch(teacher, { batch_name: unique("Archived"), duration: 12 });
    await archiveBatch(teacher, batch.id);
    expect((await listBatchesWithSubjects({ q: "", page: 1 }, 1000)).batches.some((item) => item.id === batch.id)).toBe(
      false,
    );
    await restoreBatch(teacher, batch.id);
    expect((await listBatchesWithSubjects({ q: "", page: 1 }, 1000)).batches.some((item) => item.id === batch.id)).toBe(
      true,
    );
  });

  it("deletes only a batch without students or results, and says to archive it otherwise", async () => {
    const { batch } = await batchWithStudent("Busy");
    const error = await failure(deleteBatch(teacher, batch.id));
    expect(error.kind).toBe("conflict");
    expect(error.message).toMatch(/Archive it instead/);
    expect(await db.batch.count({ where: { id: batch.id } })).toBe(1);
  });
});

describe("subjects and folders", () => {
  it("refuses duplicate subject and folder names in one parent, whatever the case", async () => {
    const { batch, subject } = await batchWithStudent("Names");
    expect((await failure(createSubject(teacher, batch.id, { subject_name: "physics" }))).fieldErrors).toEqual({
      subject_name: ["This batch already has a subject with this name"],
    });
    await createFolder(teacher, subject.id, batch.id, { folder_name: "Optics" });
    const { folder } = await createFolder(teacher, subject.id, batch.id, { folder_name: "Motion" });
    const error = await failure(renameFolder(teacher, folder.id, { folder_name: " OPTICS " }));
    expect(error.fieldErrors?.folder_name).toEqual(["This subject already has a folder with this name"]);
  });

  it("deletes a subject with everything under it: no row points at it, no file of it stays", async () => {
    const { batch, subject, student } = await batchWithStudent("Delete subject");
    const { folder } = await createFolder(teacher, subject.id, batch.id, { folder_name: "Waves" });
    const sub = await db.subFolder.create({ data: { folderId: folder.id, name: "Wave notes", type: "notes" } });
    const stored = await storeUpload(new TextEncoder().encode("%PDF-1.7 test"), "pdf");
    await db.note.create({
      data: { subFolderId: sub.id, name: "Waves 1", fileType: "pdf", fileKey: stored.fileKey, size: stored.size },
    });
    await db.video.create({ data: { subFolderId: sub.id, name: "Waves", url: "https://youtu.be/x" } });
    const { test } = await createTest(teacher, batch.id, subject.id, {
      test_name: "Waves",
      date: "2026-11-01",
      max_marks: 20,
    });
    await db.result.create({ data: { testId: test.id, studentId: student.id, marks: 12, attempted: true } });

    expect((await getSubject(teacher, subject.id)).goesWithIt).toBe(
      "1 folder, 1 sub-folder, 1 note, 1 video, 1 test, 1 result",
    );
    expect(await isStored(stored.fileKey)).toBe(true);
    await deleteSubject(teacher, subject.id);

    expect(await isStored(stored.fileKey)).toBe(false);
    const left = await Promise.all([
      db.folder.count({ where: { subjectId: subject.id } }),
      db.subFolder.count({ where: { folderId: folder.id } }),
      db.note.count({ where: { subFolderId: sub.id } }),
      db.video.count({ where: { subFolderId: sub.id } }),
      db.test.count({ where: { subjectId: subject.id } }),
      db.result.count({ where: { testId: test.id } }),
      db.subjectAccess.count({ where: { subjectId: subject.id } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await db.user.count({ where: { id: student.id } })).toBe(1);
  });
});

describe("tests", () => {
  it("refuses a maximum below a mark already entered, naming the student", async () => {
    const { batch, subject, student } = await batchWithStudent("Max");
    const { test } = await createTest(teacher, batch.id, subject.id, {
      test_name: "Unit 1",
      date: "2026-11-02",
      max_marks: 50,
    });
    await db.result.create({ data: { testId: test.id, studentId: student.id, marks: 42, attempted: true } });
    const error = await failure(editTest(teacher, test.id, { test_name: "Unit 1", date: "2026-11-02", max_marks: 40 }));
    expect(error.kind).toBe("invalid");
    expect(error.fieldErrors?.max_marks?.[0]).toContain("Asha Rao (42)");
    expect((await db.test.findUniqueOrThrow({ where: { id: test.id } })).maxMarks).toBe(50);

    await editTest(teacher, test.id, { test_name: "Unit one", date: "2026-11-03", max_marks: 42 });
    await deleteTest(teacher, test.id);
    expect(await db.result.count({ where: { testId: test.id } })).toBe(0);
  });
});

describe("students", () => {
  it("finds a student by part of their e-mail and by batch", async () => {
    const { batch, student } = await batchWithStudent("Search");
    const part = student.email.slice(2, 12);
    const found = await listStudents(teacher, { q: part.toUpperCase(), batch: batch.id, page: 1 });
    expect(found.students.map((item) => item.id)).toEqual([student.id]);
    expect((await listStudents(teacher, { q: "no-such-student-anywhere", page: 1 })).total).toBe(0);
  });

  it("finds a student by digits of their e-mail, and others by their guardian's mobile, in one search", async () => {
    const { batch, student } = await batchWithStudent("Digits");
    const tag = randomUUID().slice(0, 8);
    const rahul = await db.user.update({
      where: { id: student.id },
      data: { email: `rahul1998.${tag}@unit.test`, firstName: "Rahul" },
    });
    const dashed = await db.user.create({
      data: {
        email: `ravi.595-155572.${tag}@unit.test`,
        firstName: "Ravi",
        lastName: "K",
        role: "student",
        batchId: batch.id,
        guardians: { create: { name: "Meena K", relation: "mother", mobile: "+919876501998" } },
      },
    });
    const ids = async (q: string) =>
      (await listStudents(teacher, { q, batch: batch.id, page: 1 })).students.map((item) => item.id).sort();
    expect(await ids("rahul1998")).toEqual([rahul.id]);
    expect(await ids("595-155572")).toEqual([dashed.id]);
    expect(await ids("98765 01998")).toEqual([dashed.id]);
    // Four digits found in an e-mail and in a guardian's mobile: both students.
    expect(await ids("1998")).toEqual([rahul.id, dashed.id].sort());
  });

  it("deactivates: sessions end, sign-in is refused; reactivates", async () => {
    const { student } = await batchWithStudent("Deactivate");
    const credentials = { role: "student" as const, email: student.email, password: "student-password" };
    await signIn(credentials, "127.0.0.1");
    await deactivateStudent(teacher, student.id);
    expect(await db.session.count({ where: { userId: student.id } })).toBe(0);
    expect((await failure(signIn(credentials, "127.0.0.1"))).kind).toBe("forbidden");
    await reactivateStudent(teacher, student.id);
    expect((await signIn(credentials, "127.0.0.1")).role).toBe("student");
  });

  it("moves a student to another batch with their results; refuses a taken e-mail", async () => {
    const { student, subject, batch } = await batchWithStudent("Move from");
    const { batch: target, student: other, subject: targetSubject } = await batchWithStudent("Move to");
    const { test } = await createTest(teacher, batch.id, subject.id, {
      test_name: "Kept",
      date: "2026-11-04",
      max_marks: 10,
    });
    await db.result.create({ data: { testId: test.id, studentId: student.id, marks: 7, attempted: true } });
    // As the API sends it: no subjects named means all of the new batch's, waiting for permission.
    const edit = { first_name: "Asha", last_name: "Rao", email: student.email, batch_id: target.id, permitted: false };
    const { message } = await editStudent(teacher, student.id, edit);
    expect(message).toContain("1 subject, waiting for your permission");
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).batchId).toBe(target.id);
    expect(await db.result.count({ where: { studentId: student.id } })).toBe(1);
    expect(await db.subjectAccess.findMany({ where: { studentId: student.id } })).toMatchObject([
      { subjectId: targetSubject.id, permitted: false },
    ]);
    const taken = await failure(editStudent(teacher, student.id, { ...edit, email: other.email }));
    expect(taken.fieldErrors?.email).toBeDefined();
  });

  it("asks which subjects a moved student takes when the form listed another batch's; refuses foreign subjects", async () => {
    const { student, subject, batch } = await batchWithStudent("Form move from");
    const { batch: target, subject: targetSubject } = await batchWithStudent("Form move to");
    const edit = { first_name: "Asha", last_name: "Rao", email: student.email, batch_id: target.id, permitted: true };
    const ask = await failure(editStudent(teacher, student.id, { ...edit, subjects_for: batch.id }));
    expect(ask.fieldErrors?.subjects?.[0]).toContain(`Choose which subjects of ${target.name}`);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).batchId).toBe(batch.id);
    const foreign = await failure(
      editStudent(teacher, student.id, { ...edit, subjects_for: target.id, subjects: [subject.id] }),
    );
    expect(foreign.fieldErrors?.subjects).toEqual([`Choose subjects of ${target.name}`]);
    await editStudent(teacher, student.id, { ...edit, subjects_for: target.id, subjects: [targetSubject.id] });
    expect(await db.subjectAccess.findMany({ where: { studentId: student.id } })).toMatchObject([
      { subjectId: targetSubject.id, permitted: true },
    ]);
  });

  it("deletes a student with their results only after their e-mail is typed", async () => {
    const { student, subject, batch } = await batchWithStudent("Delete student");
    const { test } = await createTest(teacher, batch.id, subject.id, {
      test_name: "Gone",
      date: "2026-11-05",
      max_marks: 10,
    });
    await db.result.create({ data: { testId: test.id, studentId: student.id, marks: 3, attempted: true } });
    expect(
      (await failure(deleteStudent(teacher, student.id, "someone@else.test"))).fieldErrors?.confirm_email,
    ).toBeDefined();
    await deleteStudent(teacher, student.id, student.email);
    expect(await db.user.count({ where: { id: student.id } })).toBe(0);
    expect(await db.result.count({ where: { studentId: student.id } })).toBe(0);
    // With the student gone, the batch is empty of results and can be deleted.
    await deleteBatch(teacher, batch.id);
  });
});

describe("weeks", () => {
  it("renames a week, and deletes it only while it has no bookings", async () => {
    const week = await weekWithSlots("Lifecycle week", [{ day: "Monday", time: "10:15" }]);
    expect((await renameWeek(teacher, week.id, { week_name: "Renamed week" })).week.name).toBe("Renamed week");
    const [slot] = (await weekDetails(teacher, week.id)).slots;
    await bookDoubtSession(
      slot.id,
      { user_email: "v@unit.test", class: "Class 9th", doubt_type: "Vectors", date: new Date("2026-11-23T04:45:00Z") },
      { address: "10.1.0.2", now: new Date("2026-11-21T12:00:00Z") },
    );
    const error = await failure(deleteWeek(teacher, week.id));
    expect(error.kind).toBe("conflict");
    expect(error.message).toContain("1 booking");
    const empty = await weekWithSlots("Empty week", [{ day: "Friday", time: "11:00" }]);
    await deleteWeek(teacher, empty.id);
    expect(await db.slot.count({ where: { weekId: empty.id } })).toBe(0);
  });
});

describe("sub-folders and notes", () => {
  it("refuses a duplicate sub-folder name; deleting a note or sub-folder removes its file", async () => {
    const { batch, subject } = await batchWithStudent("Notes");
    const { folder } = await createFolder(teacher, subject.id, batch.id, { folder_name: "Heat" });
    const { subFolder } = await createSubFolder(teacher, folder.id, { sub_folder_name: "Heat notes", type: "notes" });
    const duplicate = await failure(
      createSubFolder(teacher, folder.id, { sub_folder_name: "HEAT NOTES", type: "videos" }),
    );
    expect(duplicate.fieldErrors?.sub_folder_name).toEqual(["This folder already has a sub-folder with this name"]);
    const files = await Promise.all(
      ["one", "two"].map(async (name) => {
        const stored = await storeUpload(new TextEncoder().encode(`%PDF-1.7 ${name}`), "pdf");
        const note = await db.note.create({
          data: { subFolderId: subFolder.id, name, fileType: "pdf", fileKey: stored.fileKey, size: stored.size },
        });
        return { note, fileKey: stored.fileKey };
      }),
    );
    await deleteNote(teacher, files[0].note.id);
    expect(await isStored(files[0].fileKey)).toBe(false);
    expect(await isStored(files[1].fileKey)).toBe(true);
    await deleteSubFolder(teacher, subFolder.id);
    expect(await isStored(files[1].fileKey)).toBe(false);
    expect(await db.note.count({ where: { subFolderId: subFolder.id } })).toBe(0);
  });
});
