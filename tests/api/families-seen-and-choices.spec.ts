import { expect, test } from "@playwright/test";
import { batchWithStudents } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";

// 'Seen' under an announcement and 'Messages you get' over HTTP: the API's `ask_seen` and its list of who has seen,
// the parent page's plain forms (a resent 'Seen' counts once, a bad token is a 404, a bad channel a 400).

const pathOf = (link: string) => new URL(link).pathname;

test("an announcement asks for 'Seen'; the page's form confirms it once; the API lists who has not", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Geography", ["Chitra", "Dev", "Esha"]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Kavita Rao",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);

  const created = await request.post("/api/v1/teacher/announcements", {
    headers: setup.teacher,
    data: { title: "Field trip forms", text: "Sign and return.", audience: `batch:${setup.batchId}`, ask_seen: true },
  });
  expect(created.status()).toBe(201);
  const { announcement } = await created.json();
  expect(announcement.ask_seen).toBe(true);
  const edited = await request.patch(`/api/v1/teacher/announcements/${announcement.id}`, {
    headers: setup.teacher,
    data: { title: "Field trip forms", text: "Sign and return by Monday.", audience: `batch:${setup.batchId}` },
  });
  expect((await edited.json()).announcement.ask_seen).toBe(false);
  const askedAgain = await request.patch(`/api/v1/teacher/announcements/${announcement.id}`, {
    headers: setup.teacher,
    data: {
      title: "Field trip forms",
      text: "Sign and return by Monday.",
      audience: `batch:${setup.batchId}`,
      ask_seen: true,
    },
  });
  expect((await askedAgain.json()).announcement.ask_seen).toBe(true);

  const family = await request.get(`/api/v1${pathOf(link)}`);
  const listed = (await family.json()).announcements.announcements.find(
    (a: { id: number }) => a.id === announcement.id,
  );
  expect(listed).toMatchObject({ ask_seen: true, seen_on: null });

  // The form sent twice (a resent form, a double tap): one confirmation.
  for (let i = 0; i < 2; i++) {
    const seen = await request.post(`${pathOf(link)}?form=seen`, {
      form: { announcement: String(announcement.id) },
      maxRedirects: 0,
    });
    expect(seen.status()).toBe(302);
  }
  const page = await request.get(pathOf(link));
  expect(await page.text()).toMatch(/Seen on \d{1,2} [A-Z][a-z]+ \d{4}/);

  const seenList = await request.get(`/api/v1/teacher/announcements/${announcement.id}/seen`, {
    headers: setup.teacher,
  });
  expect(seenList.status()).toBe(200);
  const who = await seenList.json();
  expect(who).toMatchObject({ families: 3, seen_count: 1 });
  expect(who.seen.map((f: { student: string }) => f.student)).toEqual(["Chitra Test"]);
  expect(who.seen[0].seen.by).toBe("Kavita Rao");
  expect(who.not_seen.map((f: { student: string }) => f.student).sort()).toEqual(["Dev Test", "Esha Test"]);
  const list = await request.get("/api/v1/teacher/announcements", { headers: setup.teacher });
  const counted = (await list.json()).announcements.find((a: { id: number }) => a.id === announcement.id);
  expect(counted.seen_by).toEqual({ seen: 1, families: 3 });

  // A made-up token is a 404 and writes nothing; a student may not read the teacher's list.
  const madeUp = await request.post(`/family/${"Z".repeat(43)}?form=seen`, {
    form: { announcement: String(announcement.id) },
    maxRedirects: 0,
  });
  expect(madeUp.status()).toBe(404);
  const unasked = await request.post(`${pathOf(link)}?form=seen`, {
    form: { announcement: "999999" },
    maxRedirects: 0,
  });
  expect(unasked.status()).toBe(404);
  expect(await unasked.text()).toContain("That announcement does not exist.");
  expect((await request.get(`/api/v1/teacher/announcements/${announcement.id}/seen`)).status()).toBe(401);
  expect((await request.get("/api/v1/teacher/announcements/999999/seen", { headers: setup.teacher })).status()).toBe(
    404,
  );
});

test("'Messages you get': a bad channel is a 400 with the form as sent; a good one is saved and the teacher sees it", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Civics", ["Farah"]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Imran Shaikh",
    relation: "father",
    mobile: uniqueMobile(),
  });
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);

  const refused = await request.post(`${pathOf(link)}?form=messages`, {
    form: { channel: "pigeon", result: "on" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain("Choose how messages reach them");
  // What was sent stays: only 'Result' ticked.
  expect(html).toMatch(/<input type="checkbox" name="result" checked=""/);
  expect(html).not.toMatch(/<input type="checkbox" name="absence" checked=""/);

  const saved = await request.post(`${pathOf(link)}?form=messages`, {
    data: "channel=sms&absence=on&result=on",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  const answer = await request.get(`/api/v1/students/${setup.students[0].id}/guardians/${guardian.id}`, {
    headers: setup.teacher,
  });
  const { guardian: shown } = await answer.json();
  expect(shown.channel).toBe("sms");
  expect(shown.stopped_kinds).toEqual(["class-change", "fee-reminder", "notice", "test-opened"]);

  // The teacher's 'Messages by' on the guardian; left out, the channel stays.
  const contact = { name: "Imran Shaikh", relation: "father", mobile: guardian.mobile };
  const kept = await request.patch(`/api/v1/students/${setup.students[0].id}/guardians/${guardian.id}`, {
    headers: setup.teacher,
    data: contact,
  });
  expect((await kept.json()).guardian.channel).toBe("sms");
  const changed = await request.patch(`/api/v1/students/${setup.students[0].id}/guardians/${guardian.id}`, {
    headers: setup.teacher,
    data: { ...contact, channel: "whatsapp" },
  });
  expect((await changed.json()).guardian.channel).toBe("whatsapp");
  const bad = await request.patch(`/api/v1/students/${setup.students[0].id}/guardians/${guardian.id}`, {
    headers: setup.teacher,
    data: { ...contact, channel: "fax" },
  });
  expect(bad.status()).toBe(400);
});
