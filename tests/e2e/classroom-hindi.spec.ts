import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { englishRuns } from "../support/english-runs";
import { addGuardianTo, uniqueMobile } from "../support/families";
import { signInAsTeacher } from "../support/people";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const todayIso = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
/** Today as the screens write it in Hindi, e.g. "25 नवंबर 2026". */
const todayInHindi = () =>
  new Intl.DateTimeFormat("hi-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(),
  );

test("in Hindi, the teacher's timetable, register and month grid have Hindi words and dates, no ISO date", async ({
  page,
  request,
  baseURL,
}) => {
  const { teacher, batchId, batchName, subjectId, students } = await batchWithStudents(request, "Botany", [
    "Rani",
    "Sohan",
  ]);
  const weekday = WEEKDAYS[(new Date(`${todayIso()}T00:00:00Z`).getUTCDay() + 6) % 7];
  const added = await request.post(`/api/v1/teacher/batches/${batchId}/timetable`, {
    headers: teacher,
    data: { subject_id: subjectId, weekday, start_time: "05:00", end_time: "05:45", room: "Lab" },
  });
  const classId = (await added.json()).class.id;
  // Rani's mother hears of the absence, by mail and on WhatsApp, after the register's 30 minutes.
  const mother = {
    name: "Kamla Devi",
    relation: "mother",
    mobile: uniqueMobile(),
    email: `mother-${students[0].email}`,
  };
  await addGuardianTo(request, teacher, students[0].id, mother);
  const saved = await request.put(`/api/v1/teacher/batches/${batchId}/register/${classId}/${todayIso()}`, {
    headers: teacher,
    data: {
      students: students.map((student, index) => ({ student_id: student.id, status: index ? "present" : "absent" })),
    },
  });
  expect(saved.status()).toBe(200);

  // Signed in in English, then the language switch's cookie (the demo teacher has no saved choice).
  await signInAsTeacher(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  const allowed = [batchName, "Botany", "Lab", ...students.map((student) => student.name)];
  const noIsoDate = async () => expect(await page.locator("main").textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

  await page.goto(`/teacher/course/${batchId}/timetable`);
  await expect(page.getByRole("heading", { name: "समय-सारणी", level: 1 })).toBeVisible();
  expect(await englishRuns(page, allowed)).toEqual([]);

  await page.goto(`/teacher/course/${batchId}/attendance`);
  const register = page.getByRole("link", { name: `${todayInHindi()} 05:00–05:45 Botany` });
  await expect(register).toBeVisible();
  expect(await englishRuns(page, allowed)).toEqual([]);
  await noIsoDate();

  await register.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Botany, ${todayInHindi()} 05:00–05:45`);
  expect(await englishRuns(page, allowed)).toEqual([]);
  await noIsoDate();

  await page.goto(`/teacher/course/${batchId}/attendance/month?month=${todayIso().slice(0, 7)}`);
  const month = new Intl.DateTimeFormat("hi-IN", { timeZone: "Asia/Kolkata", month: "long", year: "numeric" }).format(
    new Date(),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`उपस्थिति: ${month}`);
  await expect(page.getByRole("columnheader", { name: String(Number(todayIso().slice(8))) })).toHaveAttribute(
    "title",
    todayInHindi(),
  );
  expect(await englishRuns(page, allowed)).toEqual([]);
  await noIsoDate();

  // The outbox writes its moments in Hindi too, and says until when the alert is held back.
  const hindiMoment = "\\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \\d{4} को \\d\\d:\\d\\d";
  await page.goto("/teacher/outbox");
  const mail = page.getByRole("listitem").filter({ hasText: mother.email });
  await expect(mail).toContainText(new RegExp(`भेजे जाने का इंतज़ार \\(${hindiMoment}.* से पहले नहीं\\)`));
  await page.goto("/teacher/outbox/whatsapp");
  const held = page.getByRole("region", { name: "अभी भेजने का समय नहीं हुआ" }).getByRole("listitem");
  await expect(held.filter({ hasText: mother.mobile })).toContainText(new RegExp(`${hindiMoment}.* से भेजने के लिए तैयार`));
});
