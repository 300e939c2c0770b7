import { type APIResponse, expect, test } from "@playwright/test";
import sharp from "sharp";
import { studentToken } from "../support/api";
import { jsonShape } from "../support/json-shape";
import { instituteTime, openOnlineTest } from "../support/online-test";

// The contract of every online-test call under /api/v1: its status and the names and types of every field
// it answers, pinned in a snapshot beside this file (as the fee calls' contract is), so that moving the
// online-tests domain to plain values behind a presenter can be proven not to change what a client reads.
test.describe.configure({ timeout: 120_000 });

type Contract = Record<string, { status: number; body: unknown }>;

async function record(contract: Contract, call: string, response: APIResponse) {
  const text = await response.text();
  contract[call] = { status: response.status(), body: text ? jsonShape(JSON.parse(text)) : "empty" };
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read as the API documents it; its shape is what is checked
  return (text ? JSON.parse(text) : {}) as Record<string, any>;
}

const question = (answer: string, section = "Physics") => ({
  text: `Pick ${answer}`,
  option_a: "a",
  option_b: "b",
  option_c: "c",
  option_d: "d",
  answer,
  marks: 4,
  negative_marks: -1,
  section,
});
const PAPER = [question("A"), question("BD", "Chemistry"), { ...question("9.8±0.1"), option_a: "" }];

test("online-test calls: paper, CSV, image, window, attempt, submit, re-mark, extra attempt, answer strings, analysis", async ({
  request,
}) => {
  const contract: Contract = {};
  const online = await openOnlineTest(request, { name: "Contract test", questions: PAPER, students: ["Om", "Pia"] });
  const { teacher, at } = online;
  const [om, pia] = online.students;
  const asCsv = { ...teacher, "Content-Type": "text/csv" };

  await record(contract, "GET …/paper", await request.get(at("paper"), { headers: teacher }));
  await record(
    contract,
    "PUT …/paper (bad answer)",
    await request.put(at("paper"), { headers: teacher, data: { questions: [question("Z")] } }),
  );
  await record(
    contract,
    "PUT …/paper",
    await request.put(at("paper"), { headers: teacher, data: { questions: PAPER } }),
  );
  await record(contract, "GET …/paper.csv", await request.get(at("paper.csv"), { headers: teacher }));
  await record(
    contract,
    "POST …/paper.csv (bad line)",
    await request.post(at("paper.csv"), {
      headers: asCsv,
      data: "text,option_a,option_b,option_c,option_d,answer,marks\nOne,a,b,c,d,,4\n",
    }),
  );
  const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#abc" } })
    .png()
    .toBuffer();
  const image = { name: "figure.png", mimeType: "image/png", buffer: png };
  await record(
    contract,
    "POST …/questions/{n}/image (no words)",
    await request.post(at("questions/1/image"), { headers: teacher, multipart: { image } }),
  );
  await record(
    contract,
    "POST …/questions/{n}/image",
    await request.post(at("questions/1/image"), { headers: teacher, multipart: { image, alt: "A bar" } }),
  );
  await record(
    contract,
    "PUT …/window (closing first)",
    await request.put(at("window"), {
      headers: teacher,
      data: { opens_at: instituteTime(10), closes_at: instituteTime(-10), duration_minutes: 30 },
    }),
  );
  await record(
    contract,
    "PUT …/window",
    await request.put(at("window"), {
      headers: teacher,
      data: { opens_at: instituteTime(-5), closes_at: instituteTime(60), duration_minutes: 30 },
    }),
  );

  const student = { Authorization: await studentToken(request, om.email, om.password) };
  await record(contract, "GET …/attempt (not started)", await request.get(at("attempt"), { headers: student }));
  await record(contract, "POST …/attempt", await request.post(at("attempt"), { headers: student }));
  await record(
    contract,
    "PUT …/attempt",
    await request.put(at("attempt"), {
      headers: student,
      data: { answers: { "1": "A", "2": "B", "3": "nine" }, review: [2] },
    }),
  );
  await record(contract, "GET …/attempt", await request.get(at("attempt"), { headers: student }));
  await record(contract, "POST …/attempt/submit", await request.post(at("attempt/submit"), { headers: student }));
  await record(
    contract,
    "PUT …/attempt (submitted)",
    await request.put(at("attempt"), { headers: student, data: { answers: { "1": "B" } } }),
  );
  await record(
    contract,
    "PUT …/paper (locked)",
    await request.put(at("paper"), { headers: teacher, data: { questions: [question("B"), ...PAPER.slice(1)] } }),
  );
  await record(
    contract,
    "PUT …/paper (re-mark)",
    await request.put(at("paper"), {
      headers: teacher,
      data: { questions: [question("B"), ...PAPER.slice(1)], remark: true },
    }),
  );
  await record(contract, "POST …/remark", await request.post(at("remark"), { headers: teacher }));
  await record(
    contract,
    "POST …/extra-attempts/{studentId}",
    await request.post(at(`extra-attempts/${om.id}`), { headers: teacher }),
  );
  await record(contract, "GET …/answer-strings", await request.get(at("answer-strings"), { headers: teacher }));
  await record(
    contract,
    "POST …/answer-strings (wrong length)",
    await request.post(at("answer-strings"), {
      headers: teacher,
      data: { rows: [{ student_id: pia.id, answers: "AB" }] },
    }),
  );
  await record(
    contract,
    "POST …/answer-strings",
    await request.post(at("answer-strings"), {
      headers: teacher,
      data: { rows: [{ student_id: pia.id, answers: "B,BD,9.75" }] },
    }),
  );
  await record(contract, "GET …/analysis", await request.get(at("analysis"), { headers: teacher }));
  await record(contract, "GET …/paper (student)", await request.get(at("paper"), { headers: student }));
  await record(contract, "DELETE …/paper (started)", await request.delete(at("paper"), { headers: teacher }));

  expect(`${JSON.stringify(contract, null, 2)}\n`).toMatchSnapshot("online-tests.json");
});
