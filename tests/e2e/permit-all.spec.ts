import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsTeacher, uniqueEmail } from "../support/people";

test("'Permit all 3' with no one ticked permits every waiting student of the subject", async ({ page, request }) => {
  const { batchId, students } = await batchWithStudents(request, "Botany", ["Asha", "Bela", "Chandu"], {
    waiting: true,
  });
  await signInAsTeacher(page);
  await page.goto(`/teacher/course/${batchId}`);
  await page.getByRole("link", { name: "Students of Botany" }).click();
  const dialog = page.getByRole("dialog", { name: "Students: Botany" });
  await expect(dialog.getByText("with none ticked, all 3 are permitted")).toBeVisible();
  await dialog.getByRole("button", { name: "Permit all 3" }).click();
  await expect(page.getByRole("status")).toContainText("3 students permitted");
  for (const student of students) {
    await expect(dialog.getByRole("row", { name: new RegExp(student.email) }).getByText("Permitted")).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: /^Permit all/ })).toHaveCount(0);
});

test("'Permit all subjects' on a student's page permits each subject they wait for", async ({ page, request }) => {
  const { batchId, subjectId, teacher } = await batchWithStudents(request, "Zoology", []);
  const ecology = await request.post(`/api/v1/teacher/subject/${batchId}`, {
    headers: teacher,
    data: { subject: "Ecology" },
  });
  const subjects = [subjectId, (await ecology.json()).subject.id as number];
  const registered = await request.post("/api/v1/student/register", {
    data: {
      first_name: "Dev",
      last_name: "Test",
      email: uniqueEmail("dev"),
      password: "student-password",
      batch: { batchId, subjects },
    },
  });
  const studentId = (await registered.json()).student.id as number;

  await signInAsTeacher(page);
  await page.goto(`/teacher/students/${studentId}`);
  const list = page.getByRole("region", { name: "Subjects" });
  await expect(list.getByText("Zoology: waiting for access")).toBeVisible();
  await expect(list.getByText("Ecology: waiting for access")).toBeVisible();
  await page.getByRole("button", { name: "Permit all subjects" }).click();
  await expect(page.getByRole("status")).toContainText("2 subjects permitted");
  await expect(page).toHaveURL(new RegExp(`/teacher/students/${studentId}$`));
  await expect(list.getByText("Zoology: access permitted")).toBeVisible();
  await expect(list.getByText("Ecology: access permitted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Permit all subjects" })).toHaveCount(0);
});
