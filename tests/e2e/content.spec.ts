import { expect, type Page, test } from "@playwright/test";
import { fakePdfFile, hugePdfFile, pdfFile, storedUploads } from "../support/files";
import { registerStudent, signInAsStudent, signInAsTeacher, uniqueName } from "../support/people";

async function createBatchWithSubject(page: Page) {
  const batch = uniqueName("Content Batch");
  await page.goto("/teacher/batches/new");
  await page.getByLabel("Batch name").fill(batch);
  await page.getByRole("button", { name: "Create Batch" }).click();
  await page.getByRole("link", { name: `Open batch ${batch}` }).click();
  await expect(page.getByRole("heading", { name: batch, level: 1 })).toBeVisible();
  await expect(page.getByText("No subjects yet. Please add one.")).toBeVisible();

  await page.getByRole("link", { name: "Add Subject" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Subject" });
  await dialog.getByLabel("Subject name").fill("Physics");
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(page.getByRole("status")).toContainText("Subject added");
  return { batch, courseUrl: page.url() };
}

test("the teacher builds a subject's content and permits a student, who then reads it", async ({ browser, page }) => {
  test.setTimeout(90_000);
  await signInAsTeacher(page);
  const { batch, courseUrl } = await createBatchWithSubject(page);

  await test.step("a folder with a notes and a videos sub-folder", async () => {
    await page.getByRole("link", { name: "Add Folder to Physics" }).click();
    await page.getByRole("dialog", { name: "Add Folder" }).getByLabel("Folder name").fill("Motion");
    await page.getByRole("button", { name: "Add Folder" }).click();
    await page.getByRole("link", { name: "Motion" }).click();
    // The folder's own name, and the way back to its subject on the batch page.
    await expect(page.getByRole("heading", { name: "Motion", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Physics" })).toHaveAttribute(
      "href",
      /\/teacher\/course\/\d+#subject-\d+$/,
    );
    await expect(page.getByText("No content uploaded yet")).toBeVisible();

    for (const [name, type] of [
      ["Class notes", "notes"],
      ["Lectures", "videos"],
    ]) {
      await page.getByRole("link", { name: "Add New Folder" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Folder" });
      await expect(dialog.getByText("notes or videos or tests")).toBeVisible();
      await dialog.getByLabel("Folder Name").fill(name);
      await dialog.getByLabel("Folder Type").selectOption(type);
      await dialog.getByRole("button", { name: "Add Folder" }).click();
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
      // Its card says when it was created, and holds its own Rename and Delete.
      const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: new RegExp(`^${name}`) }) });
      await expect(card).toContainText(`${type} · created `);
      await expect(card.getByRole("link", { name: `Rename ${name}` })).toBeVisible();
      await expect(card.getByRole("link", { name: `Delete ${name}` })).toBeVisible();
    }
  });
  const folderUrl = page.url();

  await test.step("a PDF note; a fake PDF is refused", async () => {
    await page.getByRole("link", { name: /^Class notes/ }).click();
    await expect(page.getByText("No content uploaded yet")).toBeVisible();
    await page.getByRole("link", { name: "Upload Notes" }).click();
    const dialog = page.getByRole("dialog", { name: "Add new Content" });
    await dialog.getByLabel("Content Name").fill("Laws of motion");
    await dialog.getByLabel("File type").selectOption("pdf");
    await dialog.getByLabel("File", { exact: true }).setInputFiles(fakePdfFile());
    await dialog.getByRole("button", { name: "Add new Content" }).click();
    await expect(page.getByText("The file is not a PDF. Please choose a PDF file.").first()).toBeVisible();

    await dialog.getByLabel("Content Name").fill("Laws of motion");
    await dialog.getByLabel("File", { exact: true }).setInputFiles(pdfFile());
    await dialog.getByRole("button", { name: "Add new Content" }).click();
    await expect(page.getByRole("status")).toContainText("Uploaded");
    await expect(page.getByRole("link", { name: /^Laws of motion/ })).toBeVisible();
  });

  await test.step("a YouTube video; other links and empty fields are refused", async () => {
    await page.goto(folderUrl);
    await page.getByRole("link", { name: /^Lectures/ }).click();
    await expect(page.getByText("No videos added yet")).toBeVisible();
    await page.getByRole("link", { name: "Add New Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Video" });
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expect(dialog.getByText("Please fill in both fields")).toBeVisible();
    await dialog.getByLabel("Video Title").fill("Newton's first law");
    await dialog.getByLabel("YouTube URL").fill("https://vimeo.com/123");
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expect(dialog.getByText(/Only YouTube links can be added/)).toBeVisible();
    await dialog.getByLabel("YouTube URL").fill("https://youtu.be/dQw4w9WgXcQ");
    await dialog.getByRole("button", { name: "Add Video" }).click();
    await expect(page.getByRole("status")).toContainText("Video added");
    await expect(page.getByRole("link", { name: "Watch on YouTube: Newton's first law" })).toBeVisible();
  });

  // Two students register for the new batch's subject; only the first is permitted.
  const studentPage = await browser.newPage();
  const permitted = await registerStudent(studentPage, batch, ["Physics"]);
  const outsiderPage = await browser.newPage();
  const outsider = await registerStudent(outsiderPage, batch, ["Physics"]);

  await test.step("the teacher permits one student", async () => {
    await page.goto(courseUrl);
    await page.getByRole("link", { name: "Students of Physics" }).click();
    const dialog = page.getByRole("dialog", { name: "Students: Physics" });
    await expect(dialog.getByText(permitted.email)).toBeVisible();
    await dialog
      .getByRole("row", { name: new RegExp(permitted.email) })
      .getByLabel(/Permit/)
      .check();
    // Ticked students only; 'Permit all 2' permits both only when none is ticked (tests/e2e/permit-all.spec.ts).
    await dialog.getByRole("button", { name: "Permit all 2" }).click();
    await expect(page.getByRole("status")).toContainText("Student permitted");
    await expect(dialog.getByRole("row", { name: new RegExp(permitted.email) }).getByText("Permitted")).toBeVisible();
    await expect(dialog.getByRole("row", { name: new RegExp(outsider.email) }).getByLabel(/Permit/)).toBeVisible();
  });

  let subjectUrl = "";
  await test.step("the permitted student reads the note and finds the video", async () => {
    await signInAsStudent(studentPage, permitted.email, permitted.password);
    await expect(studentPage.getByRole("heading", { name: `Welcome to ${batch}` })).toBeVisible();
    await studentPage.getByRole("link", { name: "View Content of Physics" }).click();
    await expect(studentPage.getByRole("heading", { name: "Available Folders" })).toBeVisible();
    subjectUrl = studentPage.url();
    await studentPage.getByRole("link", { name: "Motion" }).click();
    await studentPage.getByRole("link", { name: /Class notes/ }).click();
    // On a phone, each note offers plain links with its size: an embedded PDF would be an empty box there.
    await studentPage.setViewportSize({ width: 360, height: 740 });
    await expect(studentPage.getByText(/^PDF · [\d.]+ kB$/)).toBeVisible();
    const open = studentPage.getByRole("link", { name: "Open PDF Laws of motion" });
    await expect(open).toHaveText("Open PDF");
    const fileUrl = (await open.getAttribute("href")) as string;
    await expect(studentPage.getByRole("link", { name: "Download Laws of motion" })).toHaveAttribute(
      "href",
      `${fileUrl}?download=1`,
    );
    const file = await studentPage.request.get(fileUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await studentPage.getByRole("link", { name: "Laws of motion", exact: true }).click();
    await expect(studentPage).toHaveURL(/\/student\/pdf\?url=%2Ffiles%2Fnotes%2F\d+$/);
    // The viewer is a branded page like the others: the institute's header and the footer.
    await expect(studentPage.getByRole("banner").getByRole("link", { name: "Vidya Coaching" })).toBeVisible();
    await expect(studentPage.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toBeVisible();
    await expect(studentPage.getByRole("heading", { name: "Laws of motion", level: 1 })).toBeVisible();
    await expect(studentPage.getByText(/^PDF · [\d.]+ kB$/)).toBeVisible();
    await expect(studentPage.getByRole("link", { name: "Open PDF Laws of motion" })).toHaveAttribute("href", fileUrl);
    // The embedded view only on a wide screen (a CSS media query, so with JavaScript off too).
    const frame = studentPage.locator("iframe");
    await expect(frame).toBeHidden();
    await studentPage.setViewportSize({ width: 1280, height: 800 });
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", fileUrl);

    await studentPage.goBack();
    await studentPage.goBack();
    await studentPage.getByRole("link", { name: /Lectures/ }).click();
    const watch = studentPage.getByRole("link", { name: "Watch on YouTube: Newton's first law" });
    await expect(watch).toHaveAttribute("href", "https://youtu.be/dQw4w9WgXcQ");
    await expect(watch).toHaveAttribute("target", "_blank");
    // Students see no teacher controls.
    await expect(studentPage.getByRole("link", { name: "Add New Video" })).toHaveCount(0);

    await signInAsStudent(outsiderPage, outsider.email, outsider.password);
    await expect(outsiderPage.getByText("Your access is awaiting the teacher's approval")).toBeVisible();
    await outsiderPage.goto(subjectUrl);
    await expect(outsiderPage.getByRole("alert")).toHaveText(/You do not have access to this subject yet/);
    await expect(outsiderPage.getByText("Motion")).toHaveCount(0);
    await outsiderPage.goto(studentPage.url());
    await expect(outsiderPage.getByRole("alert")).toHaveText(/You do not have access to this subject yet/);
    await expect(outsiderPage.getByText("Newton's first law")).toHaveCount(0);
    expect((await outsiderPage.request.get(fileUrl)).status()).toBe(403);
  });

  await test.step("Remove takes the access back", async () => {
    await page.goto(courseUrl);
    await page.getByRole("link", { name: "Students of Physics" }).click();
    await page.getByRole("button", { name: `Remove ${permitted.name}` }).click();
    await expect(page.getByRole("status")).toContainText("Access removed");
    await studentPage.reload();
    await expect(studentPage.getByRole("alert")).toHaveText(/You do not have access to this subject yet/);
  });
});

test("an upload over the size limit is refused with a message and leaves no file behind", async ({ page }) => {
  await signInAsTeacher(page);
  await page.goto("/teacher/notes/1/1/new");
  const before = storedUploads();
  const dialog = page.getByRole("dialog", { name: "Add new Content" });
  await dialog.getByLabel("Content Name").fill("Too big");
  await dialog.getByLabel("File", { exact: true }).setInputFiles(hugePdfFile());
  await dialog.getByRole("button", { name: "Add new Content" }).click();
  await expect(page.getByText("The file is larger than 1 MB. Please upload a smaller file.")).toBeVisible();
  expect(storedUploads()).toBe(before);
});
