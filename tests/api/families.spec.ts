import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { whenHealthy } from "../../scripts/fresh-app.mjs";
import { batchWithStudents, studentToken } from "../support/api";
import { addGuardianTo, parentLinkFor, testWithMarks, uniqueMobile } from "../support/families";
import { startTestApp } from "../support/test-app.mjs";

// Issue 24 over HTTP: the parent page's safety (no script, the token in no header, log line or off-site link),
// bad input, and the /api/v1 calls.

const tokenOf = (link: string) => link.split("/").at(-1) ?? "";

test("the parent page sends no script, and its token is in no response header and no link to another site", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Biology", ["Anu", "Bela"]);
  const guardian = await addGuardianTo(request, setup.teacher, setup.students[0].id, {
    name: "Rekha Rao",
    relation: "mother",
    mobile: uniqueMobile(),
  });
  const testId = await testWithMarks(request, setup, "Cells quiz", [64, 80]);
  expect((await request.post(`/api/v1/test/publish/${testId}`, { headers: setup.teacher })).status()).toBe(200);
  const link = await parentLinkFor(request, setup.teacher, setup.students[0].id, guardian.id);
  const token = tokenOf(link);
  const page = await request.get(new URL(link).pathname);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Anu Test");
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toContain("Bela");
  const headers = page.headersArray();
  for (const { name, value } of headers) expect(value, name).not.toContain(token);
  // No referrer to other sites; the page's own forms post with this site's Origin (decision 188).
  expect(page.headers()["referrer-policy"]).toBe("same-origin");
  expect(page.headers()["cache-control"]).toBe("private, no-store");
  expect(page.headers()["x-robots-tag"]).toContain("noindex");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  const offSite = [...html.matchAll(/href="(https?:\/\/[^"]*)"/g)].map((match) => match[1]);
  for (const href of offSite) expect(href).not.toContain(token);

  const json = await request.get(`/api/v1/family/${token}`);
  expect(json.status()).toBe(200);
  const data = await json.json();
  expect(data.student.name).toBe("Anu Test");
  expect(data.results.map((r: { test_name: string; student_marks: number }) => [r.test_name, r.student_marks])).toEqual(
    [["Cells quiz", 64]],
  );
  for (const { name, value } of json.headersArray()) expect(value, name).not.toContain(token);
});

test("the access log writes the family page's address without its token", async ({ request }) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 50;
  const started = await startTestApp({
    name: "families-log",
    port,
    env: { SEED_DEMO: "on" },
    stdio: "pipe",
    fill: undefined,
  });
  const server = started.server as ChildProcess;
  let log = "";
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    await whenHealthy(started.baseUrl, 30);
    const token = "A".repeat(43);
    expect((await request.get(`${started.baseUrl}/family/${token}`)).status()).toBe(404);
    expect((await request.get(`${started.baseUrl}/api/v1/family/${token}?page=1`)).status()).toBe(404);
    // Production batches the access log into one write a second.
    await expect.poll(() => log, { timeout: 10_000 }).toContain("/api/v1/family/[token]");
    expect(log).toContain("/family/[token]");
    expect(log).not.toContain(token);
  } finally {
    server.kill();
  }
});

test("bad input: a malformed mobile number, another student's guardians, a revoked or made-up token", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Geography", ["Chandra", "Devi"]);
  const [chandra, devi] = setup.students;
  const malformed = await request.post(`/api/v1/students/${chandra.id}/guardians`, {
    headers: setup.teacher,
    data: { name: "Mala", relation: "mother", mobile: "12345" },
  });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).errors.mobile[0]).toContain("Enter a 10-digit Indian mobile number");
  expect(
    (
      await request.post(`/api/v1/students/${chandra.id}/guardians`, {
        headers: setup.teacher,
        data: { name: "Mala", relation: "aunt", mobile: "9876543210" },
      })
    ).status(),
  ).toBe(400);

  // A student manages their own guardians; another student's id is "not found".
  const asChandra = { Authorization: await studentToken(request, chandra.email, chandra.password) };
  const own = await request.post(`/api/v1/students/${chandra.id}/guardians`, {
    headers: asChandra,
    data: { name: "Mala Rao", relation: "mother", mobile: "+91 98765 43210", email: "", language: "hi" },
  });
  expect(own.status()).toBe(201);
  // It waits for a teacher: nothing is live yet, and the answer and the list say what waits.
  const proposed = await own.json();
  expect(proposed).toMatchObject({ guardian: null, message: "Waiting for your teacher to confirm" });
  expect(proposed.pending_change).toMatchObject({
    guardian_id: null,
    mobile: "+919876543210",
    language: "hi",
    email: "",
  });
  const chandrasGuardians = async () =>
    (await request.get(`/api/v1/students/${chandra.id}/guardians`, { headers: asChandra })).json();
  expect(await chandrasGuardians()).toMatchObject({ guardians: [], pending_guardians: [{ name: "Mala Rao" }] });
  // Only a teacher confirms or rejects, with a decision the schema knows; a decided change is gone.
  const decide = (headers: { Authorization: string }, changeId: number, decision: string) =>
    request.post(`/api/v1/students/${chandra.id}/guardian-changes/${changeId}`, { headers, data: { decision } });
  expect((await decide(asChandra, proposed.pending_change.id, "confirm")).status()).toBe(403);
  const unclear = await decide(setup.teacher, proposed.pending_change.id, "maybe");
  expect(unclear.status()).toBe(400);
  expect((await unclear.json()).message).toBe("Choose confirm or reject");
  const confirmed = await decide(setup.teacher, proposed.pending_change.id, "confirm");
  expect(confirmed.status()).toBe(200);
  expect((await confirmed.json()).message).toBe("Guardian change confirmed");
  expect((await decide(setup.teacher, proposed.pending_change.id, "confirm")).status()).toBe(404);
  const [mala] = (await chandrasGuardians()).guardians;
  expect(mala).toMatchObject({ name: "Mala Rao", mobile: "+919876543210", language: "hi", pending_change: null });

  // A student's new number for a guardian waits too, and the guardian keeps the confirmed one until then.
  const newMobile = uniqueMobile();
  const edited = await request.patch(`/api/v1/students/${chandra.id}/guardians/${mala.id}`, {
    headers: asChandra,
    data: { name: "Mala Rao", relation: "mother", mobile: newMobile, language: "hi" },
  });
  expect(edited.status()).toBe(200);
  const waiting = await edited.json();
  expect(waiting.message).toBe("Waiting for your teacher to confirm");
  expect(waiting.guardian).toMatchObject({ mobile: "+919876543210" });
  expect(waiting.guardian.pending_change).toMatchObject({ guardian_id: mala.id, mobile: `+91${newMobile}` });
  const rejected = await decide(setup.teacher, waiting.guardian.pending_change.id, "reject");
  expect((await rejected.json()).message).toBe("Guardian change rejected");
  expect((await chandrasGuardians()).guardians[0]).toMatchObject({ mobile: "+919876543210", pending_change: null });
  // The teacher's own edit applies at once.
  const teachersEdit = await request.patch(`/api/v1/students/${chandra.id}/guardians/${mala.id}`, {
    headers: setup.teacher,
    data: { name: "Mala Rao", relation: "mother", mobile: newMobile, language: "hi" },
  });
  expect(await teachersEdit.json()).toMatchObject({
    message: "Guardian saved",
    guardian: { mobile: `+91${newMobile}` },
  });

  const devisGuardian = await addGuardianTo(request, setup.teacher, devi.id, {
    name: "Om",
    relation: "father",
    mobile: uniqueMobile(),
  });
  expect((await request.get(`/api/v1/students/${devi.id}/guardians`, { headers: asChandra })).status()).toBe(404);
  expect(
    (
      await request.post(`/api/v1/students/${devi.id}/guardians`, {
        headers: asChandra,
        data: { name: "X", relation: "mother", mobile: "9876543210" },
      })
    ).status(),
  ).toBe(404);
  expect(
    (
      await request.delete(`/api/v1/students/${devi.id}/guardians/${devisGuardian.id}`, { headers: asChandra })
    ).status(),
  ).toBe(404);
  expect(
    (
      await request.delete(`/api/v1/students/${chandra.id}/guardians/${devisGuardian.id}`, { headers: setup.teacher })
    ).status(),
  ).toBe(404);
  // Parent links are the teacher's.
  expect(
    (
      await request.post(`/api/v1/students/${devi.id}/guardians/${devisGuardian.id}/parent-link`, {
        headers: asChandra,
      })
    ).status(),
  ).toBe(403);

  // A third guardian is refused.
  await addGuardianTo(request, setup.teacher, chandra.id, {
    name: "Second",
    relation: "father",
    mobile: uniqueMobile(),
  });
  const third = await request.post(`/api/v1/students/${chandra.id}/guardians`, {
    headers: setup.teacher,
    data: { name: "Third", relation: "guardian", mobile: uniqueMobile() },
  });
  expect(third.status()).toBe(409);

  // Revoked: 410; made up: 404; a new link revokes the old one. Their timing tells nothing apart.
  const first = await parentLinkFor(request, setup.teacher, devi.id, devisGuardian.id);
  const second = await parentLinkFor(request, setup.teacher, devi.id, devisGuardian.id);
  expect((await request.get(`/api/v1/family/${tokenOf(first)}`)).status()).toBe(410);
  expect((await request.get(`/api/v1/family/${tokenOf(second)}`)).status()).toBe(200);
  const revoke = await request.delete(`/api/v1/students/${devi.id}/guardians/${devisGuardian.id}/parent-link`, {
    headers: setup.teacher,
  });
  expect(revoke.status()).toBe(200);
  const revoked = await request.get(new URL(second).pathname);
  expect(revoked.status()).toBe(410);
  expect(await revoked.text()).toContain("This link is no longer valid");
  const madeUp = await request.get(`/family/${"Z".repeat(43)}`);
  expect(madeUp.status()).toBe(404);
  expect(await madeUp.text()).toContain("This link is no longer valid");
  expect((await request.get("/family/short")).status()).toBe(404);

  // Asked in turns, so that the machine's load falls on both alike; the medians differ by less than noise.
  const timeOf = async (path: string) => {
    const start = performance.now();
    await request.get(path);
    return performance.now() - start;
  };
  const revokedTimes: number[] = [];
  const madeUpTimes: number[] = [];
  for (let i = 0; i < 21; i++) {
    revokedTimes.push(await timeOf(`/api/v1/family/${tokenOf(second)}`));
    madeUpTimes.push(await timeOf(`/api/v1/family/${"Q".repeat(43)}`));
  }
  const median = (times: number[]) => times.sort((a, b) => a - b)[10];
  const [revokedMedian, madeUpMedian] = [median(revokedTimes), median(madeUpTimes)];
  // Within 10 ms, or within half a request's time when a loaded machine makes every request slow.
  expect(Math.abs(revokedMedian - madeUpMedian)).toBeLessThan(Math.max(10, Math.min(revokedMedian, madeUpMedian) / 2));
});

test("announcements: the teacher's CRUD and pin, the student's list; a script tag stays text", async ({ request }) => {
  const setup = await batchWithStudents(request, "History", ["Esha"]);
  const other = await batchWithStudents(request, "Civics", ["Farid"]);
  const created = await request.post("/api/v1/teacher/announcements", {
    headers: setup.teacher,
    data: {
      title: "Test on Monday",
      text: "Bring a pen <script>alert(1)</script>",
      audience: `batch:${setup.batchId}`,
    },
  });
  expect(created.status()).toBe(201);
  const announcement = (await created.json()).announcement;
  expect(announcement.html).toContain("&lt;script&gt;");
  expect(announcement.html).not.toContain("<script>");
  const bad = await request.post("/api/v1/teacher/announcements", {
    headers: setup.teacher,
    data: { title: "", text: "x", audience: "batch:abc" },
  });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).errors).sort()).toEqual(["audience", "title"]);

  const esha = { Authorization: await studentToken(request, setup.students[0].email, setup.students[0].password) };
  const farid = { Authorization: await studentToken(request, other.students[0].email, other.students[0].password) };
  const mine = await (await request.get("/api/v1/student/announcements", { headers: esha })).json();
  expect(mine.announcements.map((a: { title: string }) => a.title)).toContain("Test on Monday");
  expect(mine.announcements.find((a: { id: number }) => a.id === announcement.id).unread).toBe(true);
  const theirs = await (await request.get("/api/v1/student/announcements", { headers: farid })).json();
  expect(theirs.announcements.map((a: { id: number }) => a.id)).not.toContain(announcement.id);
  expect((await request.post("/api/v1/teacher/announcements", { headers: esha, data: {} })).status()).toBe(403);

  const edited = await request.patch(`/api/v1/teacher/announcements/${announcement.id}`, {
    headers: setup.teacher,
    data: { title: "Test on Tuesday", text: "Bring two pens", audience: `batch:${setup.batchId}` },
  });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).announcement).toMatchObject({ title: "Test on Tuesday", edited: true });
  expect(
    (await request.delete(`/api/v1/teacher/announcements/${announcement.id}`, { headers: setup.teacher })).status(),
  ).toBe(200);
  expect(
    (await request.get(`/api/v1/teacher/announcements/${announcement.id}`, { headers: setup.teacher })).status(),
  ).toBe(404);
});

test("an announcement is pinned and unpinned over the API, as the screen's 'Pin' and 'Unpin'", async ({ request }) => {
  const setup = await batchWithStudents(request, "Geography", ["Jaya"]);
  const post = async (title: string) => {
    const made = await request.post("/api/v1/teacher/announcements", {
      headers: setup.teacher,
      data: { title, text: "Maps on Friday", audience: "institute" },
    });
    return (await made.json()).announcement.id as number;
  };
  const first = await post("Maps test");
  const second = await post("Atlas needed");
  const pin = (id: number, step: "pin" | "unpin", headers = setup.teacher) =>
    request.post(`/api/v1/teacher/announcements/${id}/${step}`, { headers });
  const top = async () =>
    (await (await request.get("/api/v1/teacher/announcements", { headers: setup.teacher })).json()).announcements[0];

  const pinned = await pin(first, "pin");
  expect(pinned.status()).toBe(200);
  expect(await pinned.json()).toMatchObject({ pinned: true, message: "Pinned to the top" });
  expect(await top()).toMatchObject({ id: first, pinned: true });
  // Pinning another unpins the first: one announcement stays on top.
  expect((await pin(second, "pin")).status()).toBe(200);
  expect(await top()).toMatchObject({ id: second, pinned: true });
  const unpinned = await pin(second, "unpin", { ...setup.teacher, "Accept-Language": "hi" } as typeof setup.teacher);
  expect(await unpinned.json()).toMatchObject({ pinned: false, message: "पिन हटा दिया गया" });
  expect((await top()).pinned).toBe(false);

  const jaya = { Authorization: await studentToken(request, setup.students[0].email, setup.students[0].password) };
  expect((await pin(first, "pin", jaya)).status()).toBe(403);
  expect((await pin(999_999_999, "pin")).status()).toBe(404);
  expect((await request.post("/api/v1/teacher/announcements/abc/pin", { headers: setup.teacher })).status()).toBe(400);
});

test("the WhatsApp outbox: results published queue one message per guardian; 'Sent' takes one off the list", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Algebra", ["Gopal", "Hema"]);
  const mobile = uniqueMobile();
  await addGuardianTo(request, setup.teacher, setup.students[0].id, { name: "Indu", relation: "mother", mobile });
  const testId = await testWithMarks(request, setup, "Algebra test", [40, 30]);
  const quiet = await request.post(`/api/v1/test/publish/${testId}`, {
    headers: setup.teacher,
    data: { tell_families: false },
  });
  expect(quiet.status()).toBe(200);
  const outbox = async () => (await request.get("/api/v1/teacher/outbox/whatsapp", { headers: setup.teacher })).json();
  type Message = { id: number; to: string; text: string; link: string };
  const mineIn = (list: Message[]) => list.filter((message) => message.to === `+91${mobile}`);
  expect(mineIn((await outbox()).waiting)).toEqual([]);

  await request.post(`/api/v1/test/unpublish/${testId}`, { headers: setup.teacher });
  await request.post(`/api/v1/test/publish/${testId}`, { headers: setup.teacher });
  const [message] = mineIn((await outbox()).waiting);
  // The guardian had no parent link: one is made for the message, so the whole result is a tap away. The message
  // names the institute, the batch and the student.
  expect(message.text).toMatch(
    /^.+\n\n.*Algebra.* · Gopal Test\n• Gopal Test scored 40\/100 in Algebra test, rank 1 of 2\.\n\nGopal Test's family page \(results, attendance, fees\): \S+\/family\/[A-Za-z0-9_-]{43}$/,
  );
  expect(message.link).toBe(`https://wa.me/91${mobile}?text=${encodeURIComponent(message.text)}`);
  const sent = await request.post(`/api/v1/teacher/outbox/whatsapp/${message.id}/sent`, { headers: setup.teacher });
  expect(sent.status()).toBe(200);
  expect(mineIn((await outbox()).waiting)).toEqual([]);
  expect(mineIn((await outbox()).sent)).toHaveLength(1);
  expect((await request.post("/api/v1/teacher/outbox/whatsapp/999999/sent", { headers: setup.teacher })).status()).toBe(
    404,
  );
});
