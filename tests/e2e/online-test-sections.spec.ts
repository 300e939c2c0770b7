import { expect, test } from "@playwright/test";
import { openOnlineTest } from "../support/online-test";
import { signInAsStudent, signInAsTeacher } from "../support/people";

const pick = (section: string, n: number) => ({
  text: `${section} question ${n}`,
  option_a: "a",
  option_b: "b",
  option_c: "c",
  option_d: "d",
  answer: "B",
  marks: 4,
  negative_marks: -1,
  section,
});

test("marks by subject section: the teacher's analysis per student, and the student's published view", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const questions = [pick("Physics", 1), pick("Physics", 2), pick("Chemistry", 1), pick("Maths", 1)];
  const online = await openOnlineTest(request, { name: "Sectioned test", questions, students: ["Uma"] });
  const [uma] = online.students;
  // Physics: one right, one wrong (4 - 1 = 3 of 8); Chemistry wrong (-1 of 4); Maths unanswered (0 of 4).
  await online.take(uma, { "1": "B", "2": "C", "3": "A" });
  await request.post(`/api/v1/test/publish/${online.testId}`, { headers: online.teacher });

  await signInAsTeacher(page);
  await page.goto(`/teacher/test/${online.batchId}/${online.subjectId}/tests/${online.testId}/paper`);
  const table = page.getByRole("table", { name: "Marks by section" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Roll",
    "Student",
    "Physics (out of 8)",
    "Chemistry (out of 4)",
    "Maths (out of 4)",
    "Total",
  ]);
  await expect(table.getByRole("row", { name: /Uma Test/ }).getByRole("cell")).toHaveText([
    /^\d*$/,
    "3",
    "-1",
    "0",
    "2",
  ]);

  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await signInAsStudent(studentPage, uma.email, uma.password);
  await studentPage.goto(`/testDetails/${online.testId}`);
  const mine = studentPage.getByRole("table", { name: "Marks by section" });
  await expect(mine.getByRole("row", { name: /Physics/ })).toContainText("3 of 8");
  await expect(mine.getByRole("row", { name: /Chemistry/ })).toContainText("-1 of 4");
  await expect(mine.getByRole("row", { name: /Maths/ })).toContainText("0 of 4");
  await student.close();
});
