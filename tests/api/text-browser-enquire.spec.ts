import { expect, test } from "@playwright/test";
import { teacherToken } from "../support/api";
import { hasW3m, W3m } from "../support/w3m";

// w3m has no JavaScript and no CSS: the public 'Enquire' form must work as one plain form, its robots' trap labelled
// so that a person who sees it leaves it empty.
test("a visitor sends an enquiry in w3m", async ({ request, baseURL }) => {
  test.skip(!hasW3m, "w3m is not installed (scripts/test-everything.sh installs it)");
  test.setTimeout(90_000);
  const name = `Wthree Visitor ${Math.random().toString(36).slice(2, 6).replace(/\d/g, "x")}`;
  const w3m = new W3m(`${baseURL}/enquire`, "Is there a weekend batch?");
  try {
    await w3m.sees("Send enquiry");
    await w3m.fill("Name", name);
    await w3m.fill("Mobile number", "98765 01234");
    // w3m searches by regular expression: the labels' "(optional)" would be a group.
    await w3m.fill("Class", "Class 10");
    // The message is a textarea: Enter opens the editor, which writes the text.
    await w3m.goTo("Message");
    await w3m.press("\t\r");
    // A person takes longer than the form's few seconds anyway.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    await w3m.pressButton("Send enquiry");
    await w3m.sees("Thank you for your enquiry");
  } finally {
    w3m.quit();
  }
  const list = await request.get("/api/v1/teacher/enquiries?source=website", {
    headers: { Authorization: await teacherToken(request) },
  });
  const found = (await list.json()).enquiries.find((enquiry: { name: string }) => enquiry.name === name);
  expect(found).toMatchObject({ mobile: "+919876501234", grade: "Class 10", message: "Is there a weekend batch?" });
});
