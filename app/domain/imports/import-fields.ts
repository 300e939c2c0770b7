import { headingKey } from "./import-values";

/**
 * What a file can hold, and the app's fields for each kind: each with the headings spreadsheets give it (matched
 * after `headingKey`, so case, spaces and punctuation do not matter), the label the mapping step shows, and whether
 * a file without it cannot be imported.
 */
export const IMPORT_KINDS = ["students", "fees", "marks"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export type FieldSpec = { field: string; label: string; required?: boolean; names: string[] };

type GuardianLabels = { name: string; relation: string; mobile: string; email: string };

const guardianFields = (prefix: string, labels: GuardianLabels, names: string[]): FieldSpec[] => [
  { field: `${prefix}_name`, label: labels.name, names: names.map((name) => `${name} name`).concat(names) },
  { field: `${prefix}_relation`, label: labels.relation, names: names.map((name) => `${name} relation`) },
  {
    field: `${prefix}_mobile`,
    label: labels.mobile,
    names: names.flatMap((name) => [`${name} mobile`, `${name} mobile no`, `${name} phone`, `${name} contact`]),
  },
  { field: `${prefix}_email`, label: labels.email, names: names.map((name) => `${name} email`) },
];

/** The student a fees or marks row is about: found by e-mail, else mobile, else roll number in the batch. */
const studentKeys: FieldSpec[] = [
  { field: "email", label: "E-mail", names: ["email", "e mail", "email id", "email address", "mail", "student email"] },
  { field: "mobile", label: "Mobile", names: ["mobile", "mobile no", "mobile number", "phone", "phone no", "contact"] },
  { field: "batch", label: "Batch", names: ["batch", "batch name", "class", "course"] },
  { field: "roll_no", label: "Roll number", names: ["roll no", "roll number", "roll", "roll no."] },
];

export const KIND_FIELDS: Record<ImportKind, FieldSpec[]> = {
  students: [
    { ...studentKeys[2], required: true },
    studentKeys[3],
    { field: "name", label: "Name", names: ["name", "student name", "full name", "student"] },
    { field: "first_name", label: "First name", names: ["first name", "firstname", "given name"] },
    { field: "last_name", label: "Last name", names: ["last name", "lastname", "surname"] },
    { ...studentKeys[0], required: true },
    { ...studentKeys[1], names: [...studentKeys[1].names, "student mobile", "student phone"] },
    ...guardianFields(
      "guardian",
      {
        name: "Guardian's name",
        relation: "Guardian's relation",
        mobile: "Guardian's mobile",
        email: "Guardian's e-mail",
      },
      ["guardian", "parent", "father", "fathers", "mother", "mothers", "guardian 1"],
    ),
    ...guardianFields(
      "guardian2",
      {
        name: "Second guardian's name",
        relation: "Second guardian's relation",
        mobile: "Second guardian's mobile",
        email: "Second guardian's e-mail",
      },
      ["guardian 2", "second guardian"],
    ),
    { field: "subjects", label: "Subjects", names: ["subjects", "subject"] },
  ],
  fees: [
    ...studentKeys,
    { field: "plan", label: "Fee plan", required: true, names: ["plan", "fee plan", "plan name"] },
    { field: "plan_total", label: "Plan total", names: ["plan total", "total", "total fee", "total fees", "fees"] },
    { field: "instalments", label: "Instalments", names: ["instalments", "installments", "instalment plan"] },
    { field: "discount", label: "Discount", names: ["discount", "scholarship", "concession"] },
    {
      field: "paid_before",
      label: "Paid before",
      names: ["paid", "paid before", "amount paid", "fees paid", "paid amount", "opening balance"],
    },
  ],
  marks: [
    ...studentKeys,
    { field: "subject", label: "Subject", required: true, names: ["subject", "subject name"] },
    { field: "test", label: "Test", required: true, names: ["test", "test name", "exam", "exam name"] },
    { field: "test_date", label: "Test date", names: ["test date", "date", "exam date"] },
    { field: "max_marks", label: "Out of", names: ["max marks", "maximum marks", "out of", "total marks"] },
    { field: "marks", label: "Marks", required: true, names: ["marks", "marks obtained", "score", "obtained"] },
  ],
};

/** A mapping: for each heading of the file (as written), the field its column fills, or "" for a column left out. */
export type Mapping = Record<string, string>;

/** The fields a kind has, by name. */
export const fieldNamesOf = (kind: ImportKind) => KIND_FIELDS[kind].map((spec) => spec.field);

/**
 * The mapping guessed from the headings: a heading matches a field by the field's own name or one of its common
 * names; each field takes the first heading that matches it, and a column nothing matches is left out.
 */
export function guessMapping(kind: ImportKind, headings: string[]): Mapping {
  const taken = new Set<string>();
  const mapping: Mapping = {};
  for (const heading of headings) {
    const key = headingKey(heading);
    const spec = KIND_FIELDS[kind].find(
      (one) => !taken.has(one.field) && (headingKey(one.field) === key || one.names.includes(key)),
    );
    mapping[heading] = spec?.field ?? "";
    if (spec) taken.add(spec.field);
  }
  return mapping;
}

/** The required fields no column fills. */
export const missingFields = (kind: ImportKind, mapping: Mapping) => {
  const filled = new Set(Object.values(mapping));
  return KIND_FIELDS[kind].filter((spec) => spec.required && !filled.has(spec.field));
};

/** The key a remembered mapping is kept under: the headings as matched, in order. */
export const headingsKey = (headings: string[]) => headings.map(headingKey).join("\n");
