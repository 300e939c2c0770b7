import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { registerTeacher, signIn } from "~/domain/accounts/auth.server";
import { setTeacherCode } from "~/domain/accounts/teacher-code.server";
import {
  acceptInvite,
  changeTeacherCode,
  inviteTeacher,
  listTeachers,
  removeTeacher,
} from "~/domain/accounts/teachers.server";
import { failure } from "../support/domain-failure";

const UNIT_CODE = "unit-teacher-code";
let owner: User;

beforeAll(async () => {
  // The first teacher account of the database is the owner; the test files share one database.
  const first =
    (await db.user.findFirst({ where: { role: "admin" }, orderBy: { id: "asc" } })) ??
    (await db.user.create({ data: { email: "owner@unit.test", firstName: "O", lastName: "W", role: "admin" } }));
  owner = { ...first, role: "teacher" };
  // Limits count in the shared database: another file's wrong teacher codes (auth.test.ts) are not this file's.
  await db.limitCount.deleteMany({ where: { key: { startsWith: "teacher-code-failures" } } });
});

afterAll(() => setTeacherCode(UNIT_CODE));

const teacherSignIn = (email: string, password: string, teacher_code?: string) =>
  signIn({ role: "teacher", email, password, teacher_code }, "10.8.0.1");

// Several argon2 hashes each (the code, the passwords): slow on a busy machine.
describe("more than one teacher", { timeout: 30_000 }, () => {
  it("invites a teacher with a one-time link, keeps the page to the owner, removes them with their sessions", async () => {
    const { link } = await inviteTeacher(owner, { email: "second@unit.test" }, "https://site.example");
    const token = link.split("/").at(-1) ?? "";
    expect(await db.teacherInvite.count({ where: { id: token } })).toBe(0);
    expect((await db.outboxMail.findFirstOrThrow({ where: { to: "second@unit.test" } })).text).toContain(link);

    await acceptInvite(token, { first_name: "Second", last_name: "Teacher", password: "chalk-board-river-5" });
    expect(
      (await failure(acceptInvite(token, { first_name: "X", last_name: "Y", password: "chalk-board-river-5" }))).kind,
    ).toBe("invalid");
    const second = await db.user.findUniqueOrThrow({ where: { email: "second@unit.test" } });
    const session = await teacherSignIn("second@unit.test", "chalk-board-river-5", UNIT_CODE);

    const list = await listTeachers(owner);
    expect(list.teachers.find((t) => t.owner)?.id).toBe(owner.id);
    expect(list.teachers.map((t) => t.email)).toContain("second@unit.test");
    expect((await failure(listTeachers({ ...second, role: "teacher" }))).kind).toBe("forbidden");
    expect((await failure(removeTeacher(owner, owner.id))).kind).toBe("forbidden");

    await removeTeacher(owner, second.id);
    expect(await db.session.count({ where: { userId: second.id } })).toBe(0);
    expect(session.token).toBeTruthy();
    expect((await failure(teacherSignIn("second@unit.test", "chalk-board-river-5", UNIT_CODE))).kind).toBe(
      "unauthenticated",
    );
  });

  it("changes the shared code, stored hashed, and turns it off", async () => {
    await db.user.create({
      data: { email: "coded@unit.test", firstName: "C", lastName: "D", role: "admin" },
    });
    await registerTeacher(
      {
        first_name: "Code",
        last_name: "Teacher",
        email: "code-teacher@unit.test",
        password: "chalk-board-river-5",
        teacher_code: UNIT_CODE,
      },
      "10.9.9.9",
    );
    await changeTeacherCode(owner, { intent: "change", teacher_code: "a-brand-new-code" });
    const stored = await db.setting.findUniqueOrThrow({ where: { key: "teacher_code_hash" } });
    expect(stored.value).not.toContain("a-brand-new-code");
    expect((await failure(teacherSignIn("code-teacher@unit.test", "chalk-board-river-5", UNIT_CODE))).kind).toBe(
      "unauthenticated",
    );
    expect((await teacherSignIn("code-teacher@unit.test", "chalk-board-river-5", "a-brand-new-code")).role).toBe(
      "teacher",
    );
    expect(
      (await failure(teacherSignIn("code-teacher@unit.test", "chalk-board-river-5"))).fieldErrors?.teacher_code,
    ).toEqual(["Teacher code is required"]);

    await changeTeacherCode(owner, { intent: "off" });
    expect((await teacherSignIn("code-teacher@unit.test", "chalk-board-river-5")).role).toBe("teacher");
    const closed = await failure(
      registerTeacher(
        {
          first_name: "Late",
          last_name: "Comer",
          email: "late@unit.test",
          password: "chalk-board-river-5",
          teacher_code: "a-brand-new-code",
        },
        "10.9.9.9",
      ),
    );
    expect(closed.message).toMatch(/invitation/);
  });
});
