import { expect, test } from "@playwright/test";
import { batchWithStudents, permitStudents } from "../support/api";
import { signInAsStudent, uniqueName } from "../support/people";

// Registration is open to anyone: until the teacher permits a student, their Timetable says they wait and
// shows no class of the batch, so no one joins an online class by registering.

test("a student who waits sees no class or Join link on the Timetable; once permitted, the class and its link", async ({
  page,
  request,
}) => {
  const setup = await batchWithStudents(request, "Seismology", ["Pending"], { waiting: true });
  const [student] = setup.students;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${today}T12:00:00Z`),
  );
  const link = `https://meet.example.org/${uniqueName("seismology").replace(/\W+/g, "-")}`;
  const added = await request.post(`/api/v1/teacher/batches/${setup.batchId}/timetable`, {
    headers: setup.teacher,
    data: { subject_id: setup.subjectId, weekday, start_time: "06:00", end_time: "07:00", meeting_url: link },
  });
  expect(added.status()).toBe(201);

  await signInAsStudent(page, student.email, student.password);
  await page.getByRole("navigation", { name: "Student" }).getByRole("link", { name: "Timetable" }).click();
  await expect(page.getByRole("heading", { name: "Timetable", level: 1 })).toBeVisible();
  await expect(page.getByText("Your access is awaiting the teacher's approval")).toBeVisible();
  await expect(page.getByText("06:00–07:00 Seismology")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Join" })).toHaveCount(0);

  await permitStudents(request, setup.teacher, setup.subjectId, [student.id]);
  await page.reload();
  await expect(page.getByText("Your access is awaiting the teacher's approval")).toHaveCount(0);
  const shownToday = page.getByRole("region", { name: /, today$/ });
  await expect(shownToday.getByText("06:00–07:00 Seismology, Online")).toBeVisible();
  await expect(shownToday.getByRole("link", { name: "Join" })).toHaveAttribute("href", link);
});
