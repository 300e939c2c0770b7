import type { Prisma } from "~/generated/prisma/client";
import { emailField } from "~/schemas/fields";
import { newRegistrations, register, registeredSubjectIds } from "../access/registrations.server";
import { sendWelcomeLink } from "../accounts/welcome-link.server";
import { say } from "../core/say.server";
import { MAX_GUARDIANS } from "../families/guardian-rules.server";
import { type ImportLookups, wholeNumberOf } from "./import-lookups.server";
import { type CheckedRow, type MappedRow, nameKey, type RowReader, rowReader } from "./import-rows";
import { headingKey, mobileOfCell } from "./import-values";

type Tx = Prisma.TransactionClient;
const inImports = (key: string, values: Record<string, string | number> = {}) => say(key, values, "imports");

type GuardianRow = { name: string; relation: string; mobile: string; email: string | null };
type StudentRow = {
  batch: string;
  rollNo: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  guardians: GuardianRow[];
  subjects: string[];
  existingId: number | undefined;
};

const RELATIONS: Record<string, string> = {
  mother: "mother",
  mom: "mother",
  माँ: "mother",
  माता: "mother",
  father: "father",
  dad: "father",
  पिता: "father",
  guardian: "guardian",
  parent: "guardian",
  अभिभावक: "guardian",
};

/** The relation a guardian column's heading says ("Father's name"), for a file with no relation column. */
export const relationOfHeading = (heading: string) => {
  const words = headingKey(heading).split(" ");
  return words.some((word) => word.startsWith("father"))
    ? "father"
    : words.some((word) => word.startsWith("mother"))
      ? "mother"
      : "guardian";
};

const emailOf = (text: string) => {
  const parsed = emailField.safeParse(text);
  return parsed.success ? parsed.data : null;
};

function readGuardian(row: RowReader, prefix: string, relationHint: string): GuardianRow | null {
  const [name, relation, mobile, email] = ["name", "relation", "mobile", "email"].map((part) => `${prefix}_${part}`);
  if (![name, mobile, email].some((field) => row.has(field))) return null;
  row.required(name, inImports("Give the guardian's name"));
  row.required(mobile, inImports("Give the guardian's mobile"));
  const relationText = row.text(relation).toLowerCase();
  const said = relationText ? RELATIONS[relationText] : relationHint;
  if (!said) row.problem(relation, inImports("The relation is mother, father or guardian"));
  const number = row.read(mobile, mobileOfCell, inImports("Not a mobile number: 10 digits, e.g. 98765 43210"));
  const address = row.read(email, (cell) => emailOf(String(cell)), inImports("Not an e-mail address"));
  if (row.text(name).length > 80) row.problem(name, inImports("This is too long"));
  return { name: row.text(name), relation: said ?? "guardian", mobile: number ?? "", email: address };
}

/** Splits "Rahul Kumar Sharma" into a first name and the rest; one word is a first name with no last name. */
const splitName = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
};

/**
 * Checks the students' rows against the institute and each other. A row whose e-mail, mobile or roll number finds
 * a student already here is that student: the import adds only their guardians and subjects not yet there.
 */
export function checkStudents(rows: MappedRow[], lookups: ImportLookups, headingOfField: (field: string) => string) {
  const seen = new Map<string, number>();
  const rolls = new Map<string, number>();
  const checked: CheckedRow[] = [];
  const valid: StudentRow[] = [];
  for (const mapped of rows) {
    const row = rowReader(mapped);
    row.required("batch", inImports("Give the student's batch"));
    row.required("email", inImports("Give the student's e-mail: they sign in with it"));
    const email = row.read("email", (cell) => emailOf(String(cell)), inImports("Not an e-mail address")) ?? "";
    if (email && lookups.teacherEmails.has(email))
      row.problem("email", inImports("A teacher signs in with this e-mail"));
    if (email && seen.has(email))
      row.problem("email", inImports("Row {{line}} has this e-mail too", { line: seen.get(email) ?? 0 }));
    if (email) seen.set(email, mapped.line);
    const names = row.has("first_name")
      ? { firstName: row.text("first_name"), lastName: row.text("last_name") }
      : splitName(row.text("name"));
    if (!names.firstName) row.problem(row.has("name") ? "name" : "first_name", inImports("Give the student's name"));
    if (names.firstName.length > 80 || names.lastName.length > 80) row.problem("name", inImports("This is too long"));
    const mobile = row.read("mobile", mobileOfCell, inImports("Not a mobile number: 10 digits, e.g. 98765 43210"));
    const rollNo = row.read("roll_no", wholeNumberOf, inImports("Not a roll number: a whole number such as 12"));
    const batch = lookups.batchByName.get(nameKey(row.text("batch")));
    const existing = lookups.studentOf(email, mobile, batch?.id, rollNo);
    if (!existing && rollNo && batch && lookups.rollTaken(batch.id, rollNo))
      row.problem("roll_no", inImports("Another student of this batch has this roll number"));
    const rollKey = `${nameKey(row.text("batch"))}:${rollNo}`;
    if (rollNo && rolls.has(rollKey))
      row.problem("roll_no", inImports("Row {{line}} has this roll number too", { line: rolls.get(rollKey) ?? 0 }));
    if (rollNo) rolls.set(rollKey, mapped.line);
    const guardians = [
      readGuardian(row, "guardian", relationOfHeading(headingOfField("guardian_name"))),
      readGuardian(row, "guardian2", relationOfHeading(headingOfField("guardian2_name"))),
    ].filter((guardian) => guardian !== null);
    const subjects = row
      .text("subjects")
      .split(/[,;|]/)
      .map((name) => name.trim())
      .filter(Boolean);
    checked.push(row.done(existing ? "existing" : "new"));
    if (row.ok()) {
      valid.push({
        batch: row.text("batch"),
        rollNo,
        ...names,
        email,
        mobile,
        guardians,
        subjects,
        existingId: existing?.id,
      });
    }
  }
  return { checked, write: (tx: Tx) => writeStudents(tx, valid, lookups) };
}

/** The batch named (made when the institute has none of that name), and its subjects by name, made when missing. */
type Place = { id: number; subjects: Map<string, number> };

async function placeOf(tx: Tx, places: Map<string, Place>, batchName: string, lookups: ImportLookups) {
  const key = nameKey(batchName);
  let place = places.get(key);
  if (!place) {
    const found = lookups.batchByName.get(key);
    const batch = found ?? {
      ...(await tx.batch.create({ data: { name: batchName }, select: { id: true } })),
      subjects: [],
    };
    place = { id: batch.id, subjects: new Map(batch.subjects.map((subject) => [nameKey(subject.name), subject.id])) };
    places.set(key, place);
  }
  return place;
}

async function subjectIdsOf(tx: Tx, place: Place, names: string[]) {
  const ids: number[] = [];
  for (const name of names) {
    let id = place.subjects.get(nameKey(name));
    if (!id) {
      id = (await tx.subject.create({ data: { name, batchId: place.id }, select: { id: true } })).id;
      place.subjects.set(nameKey(name), id);
    }
    ids.push(id);
  }
  return [...new Set(ids)];
}

const guardianRow = (guardian: GuardianRow) => ({ ...guardian, language: "en" });

async function writeStudents(tx: Tx, rows: StudentRow[], lookups: ImportLookups) {
  const places = new Map<string, Place>();
  let added = 0;
  for (const row of rows) {
    const place = await placeOf(tx, places, row.batch, lookups);
    const subjectIds = await subjectIdsOf(tx, place, row.subjects);
    if (row.existingId) {
      await addWhatIsMissing(tx, row.existingId, row, subjectIds);
      continue;
    }
    const student = await tx.user.create({
      data: {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: "student",
        batchId: place.id,
        rollNo: row.rollNo,
        mobile: row.mobile,
        access: newRegistrations(subjectIds, true),
        guardians: { create: row.guardians.slice(0, MAX_GUARDIANS).map(guardianRow) },
      },
      select: { id: true, email: true, firstName: true, lastName: true, language: true, mobile: true },
    });
    await sendWelcomeLink(tx, student);
    added++;
  }
  return added;
}

/** A student already here keeps what they have; only guardians (by mobile) and subjects not yet there are added. */
async function addWhatIsMissing(tx: Tx, studentId: number, row: StudentRow, subjectIds: number[]) {
  const [guardians, registered] = await Promise.all([
    tx.guardian.findMany({ where: { studentId }, select: { mobile: true } }),
    registeredSubjectIds(studentId, tx),
  ]);
  const mobiles = new Set(guardians.map((guardian) => guardian.mobile));
  const room = MAX_GUARDIANS - guardians.length;
  const newGuardians = row.guardians.filter((guardian) => !mobiles.has(guardian.mobile)).slice(0, Math.max(room, 0));
  for (const guardian of newGuardians) await tx.guardian.create({ data: { studentId, ...guardianRow(guardian) } });
  const newSubjects = subjectIds.filter((id) => !registered.has(id));
  if (newSubjects.length) await register(studentId, newSubjects, true, tx);
}
