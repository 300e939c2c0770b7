import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { signInAsTeacher } from "../support/people";

test("a CSV fills the marks sheet for review, names the lines it left out, and saves nothing until 'Save Results'", async ({
  page,
  request,
}) => {
  const { teacher, batchId, subjectId, students } = await batchWithStudents(request, "Import", ["Ira", "Jai", "Kim"]);
  const made = await request.post("/api/v1/test/newTest", {
    headers: teacher,
    data: { test_name: "Import quiz", batch_id: batchId, subject_id: subjectId, date: "2026-11-24", max_marks: 50 },
  });
  const testId = (await made.json()).test.id as number;
  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${batchId}/${subjectId}?test=${testId}&mode=add`);

  const importForm = page.getByRole("form", { name: "Import marks from a CSV file" });
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  await expect(importForm.getByText("Choose a CSV file to import.")).toBeVisible();

  const csv = `email,marks,attempted,remark\n${students[0].email},41,yes,Good\n${students[1].email},,no,Ill\n${students[2].email},51,yes,\n`;
  await page
    .getByLabel("Import marks from a CSV file (roll_no or email, marks, attempted, remark)")
    .setInputFiles({ name: "marks.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByText("2 lines imported. Review the marks below, then save.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lines not imported" })).toHaveText(
    "Line 4: Marks cannot be more than 50",
  );
  await expect(page.getByLabel(`Marks for ${students[0].name}`)).toHaveValue("41");
  await expect(page.getByLabel(`Remark for ${students[0].name}`)).toHaveValue("Good");
  await expect(page.getByLabel(`Absent: ${students[1].name}`)).toBeChecked();
  await expect(page.getByLabel(`Marks for ${students[2].name}`)).toHaveValue("");
  const none = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(none.results).toEqual([]);

  await page.getByRole("button", { name: "Save Results" }).click();
  await expect(page.getByText("2 of 3 marks entered")).toBeVisible();
  const saved = await (await request.get(`/api/v1/test/getResults/${testId}`, { headers: teacher })).json();
  expect(saved.results).toHaveLength(2);
});
