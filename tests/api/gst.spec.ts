import { expect, test } from "@playwright/test";
import { batchWithStudents, formTokenOn, studentToken, teacherCookie } from "../support/api";
import { addGuardianTo, parentLinkFor, uniqueMobile } from "../support/families";
import { pdfInfo, pdfText } from "../support/pdf";

// GST over /api/v1: the settings with the Site page's rules, a student's GSTIN and state, the tax invoice in a
// receipt's JSON, the receipt's PDF for whoever may read it, and the accountant's month as CSV.

/** The demo institute's GST settings (app/domain/demo/gst.server.ts): every test leaves them so. */
const DEMO_GST = { registered: true, gstin: "27AAECV1234M1Z6", state: "27", fees_include_gst: true };

test("GST settings: a mistyped GSTIN or one of another state is a 400 at its field, and nothing changes", async ({
  request,
}) => {
  const { teacher } = await batchWithStudents(request, "GST settings", []);
  const put = (data: object) => request.put("/api/v1/teacher/fees/gst", { headers: teacher, data });
  const mistyped = await put({ ...DEMO_GST, gstin: "27AAECV1234M1Z7" });
  expect(mistyped.status()).toBe(400);
  expect((await mistyped.json()).errors.gstin).toEqual(["That GSTIN has a mistyped character: check it again"]);
  const elsewhere = await put({ ...DEMO_GST, state: "09" });
  expect(elsewhere.status()).toBe(400);
  expect((await elsewhere.json()).errors.gstin).toEqual([
    "The GSTIN's first two digits are another state's code than the state chosen",
  ]);
  expect((await (await request.get("/api/v1/teacher/fees/gst", { headers: teacher })).json()).gst).toEqual(DEMO_GST);
  const saved = await put({ ...DEMO_GST, gstin: " 27aaecv1234m1z6 " });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).gst).toEqual(DEMO_GST);
});

test("a payment of a student in another state is a tax invoice with IGST; its PDF and the month's CSV say the same", async ({
  request,
}) => {
  const { teacher, batchId, students } = await batchWithStudents(request, "GST invoices", ["Ira", "Dev"]);
  const [ira, dev] = students;
  const plan = await request.post("/api/v1/teacher/fees/plans", {
    headers: teacher,
    data: {
      name: "Year",
      batch_id: batchId,
      total: "12,000",
      instalments: [{ amount: "12000", due_on: "2030-06-01" }],
    },
  });
  const planId = (await plan.json()).plan.id;
  await request.post("/api/v1/teacher/fees/accounts", {
    headers: teacher,
    data: { student_id: ira.id, plan_id: planId },
  });

  const tax = await request.put(`/api/v1/teacher/fees/students/${ira.id}/tax`, {
    headers: teacher,
    data: { gstin: "29AAGCB7383J1Z4" },
  });
  expect((await tax.json()).tax).toEqual({ gstin: "29AAGCB7383J1Z4", state: "29" });
  const wrong = await request.put(`/api/v1/teacher/fees/students/${ira.id}/tax`, {
    headers: teacher,
    data: { gstin: "29AAGCB7383J1Z4", state: "27" },
  });
  expect(wrong.status()).toBe(400);

  const paid = await request.post("/api/v1/teacher/fees/payments", {
    headers: teacher,
    data: { student_id: ira.id, amount: "12,000", paid_on: "2030-05-14", mode: "upi", reference: `GST${ira.id}` },
  });
  expect(paid.status()).toBe(201);
  const { payment } = await paid.json();
  const { receipt } = await (await request.get(`/api/v1/fees/receipts/${payment.id}`, { headers: teacher })).json();
  expect(receipt.tax_invoice).toMatchObject({
    number: expect.stringMatching(/^INV\/2030-31\/\d{4}$/),
    supplier: { gstin: DEMO_GST.gstin, state_code: "27" },
    recipient: { gstin: "29AAGCB7383J1Z4", state_code: "29" },
    place_of_supply: "29",
    sac: "999293",
    taxable_value: { paise: 10_169_49 },
    cgst: { paise: 0 },
    sgst: { paise: 0 },
    igst: { paise: 1_830_51 },
    total: { paise: 12_000_00, text: "₹12,000.00" },
  });
  expect(receipt.credit_note).toBeNull();

  const pdf = await request.get(`/fees/receipts/${payment.id}/pdf`, { headers: teacher });
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''receipt-2030-31-\d{4}\.pdf$/);
  const bytes = await pdf.body();
  expect(pdfInfo(bytes).pages).toBe(1);
  expect(pdfText(bytes)).toContain("IGST at 18 % ₹1,830.51");
  // The student reads their own; another student gets 404, as for the receipt's page
  const iraAuth = { Authorization: await studentToken(request, ira.email, ira.password) };
  const devAuth = { Authorization: await studentToken(request, dev.email, dev.password) };
  expect((await request.get(`/fees/receipts/${payment.id}/pdf`, { headers: iraAuth })).status()).toBe(200);
  expect((await request.get(`/fees/receipts/${payment.id}/pdf`, { headers: devAuth })).status()).toBe(404);

  // The parent's page reaches the PDF through the family's link, in the guardian's language; another student's
  // receipt number through that link is 404
  const guardian = await addGuardianTo(request, teacher, ira.id, {
    name: "Asha",
    relation: "mother",
    mobile: uniqueMobile(),
    language: "hi",
  });
  const family = new URL(await parentLinkFor(request, teacher, ira.id, guardian.id)).pathname;
  const slug = payment.receipt_no.replace("/", "-");
  const parents = await request.get(`${family}/receipts/${slug}/pdf`);
  expect(parents.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await parents.body())).toContain("आईजीएसटी 18 %");
  const devPaid = await request.get(`${family}/receipts/2019-20-0001/pdf`);
  expect(devPaid.status()).toBe(404);

  const csv = await request.get("/teacher/fees/gst-month.csv?month=2030-05", { headers: teacher });
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(
    `${receipt.tax_invoice.number},,${ira.name},29AAGCB7383J1Z4,29,10169.49,0.00,0.00,1830.51,12000.00`,
  );
  expect((await request.get("/teacher/fees/gst-month.csv?month=2030-13", { headers: teacher })).status()).toBe(400);
});

test("'Receipts of the month' starts one document run, once however often the form is sent", async ({
  request,
  baseURL,
}) => {
  const cookie = await teacherCookie(request, baseURL!);
  const page = await (await request.get("/teacher/fees/papers", { headers: { Cookie: cookie } })).text();
  expect(page).toContain("GST summary of the month (CSV)");
  const idempotency_key = /name="idempotency_key" value="([^"]+)"/.exec(page)?.[1];
  const _token = await formTokenOn(request, "/teacher/fees/papers", cookie);
  const places = [];
  for (let sending = 0; sending < 2; sending++) {
    const answer = await request.post("/teacher/fees/papers", {
      headers: { Cookie: cookie, Origin: baseURL! },
      form: { _token, idempotency_key: idempotency_key!, month: "2030-05", intent: "month" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    places.push(answer.headers().location);
  }
  expect(places[0]).toMatch(/^\/teacher\/documents\/\d+$/);
  expect(places[1]).toBe(places[0]);
  const refused = await request.post("/teacher/fees/papers", {
    headers: { Cookie: cookie, Origin: baseURL! },
    form: { _token, month: "May", intent: "month" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
});

test("a month's receipts over the API: one run for one key, its progress, then the PDF", async ({ request }) => {
  const { teacher } = await batchWithStudents(request, "Receipts run", []);
  const ask = (data: object) => request.post("/api/v1/teacher/fees/receipts-pdf", { headers: teacher, data });
  const first = await ask({ month: "2026-11", idempotency_key: "receipts-run-api-1" });
  expect(first.status()).toBe(202);
  const { document } = await first.json();
  expect((await (await ask({ month: "2026-11", idempotency_key: "receipts-run-api-1" })).json()).document.id).toBe(
    document.id,
  );
  expect((await ask({ month: "November" })).status()).toBe(400);
  expect((await ask({ batch_id: "none" })).status()).toBe(400);
  let run = document;
  await expect
    .poll(async () => {
      run = (await (await request.get(`/api/v1/teacher/documents/${document.id}`, { headers: teacher })).json())
        .document;
      return run.state;
    })
    .toBe("ready");
  const file = await request.get(run.file_url, { headers: teacher });
  expect(file.headers()["content-type"]).toBe("application/pdf");
  // A receipt a page, and its credit note on the next when it was reversed.
  expect(run.total).toBeGreaterThan(0);
  expect(pdfInfo(await file.body()).pages).toBeGreaterThanOrEqual(run.total);
});
