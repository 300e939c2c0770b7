import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import type { DomainError } from "~/domain/core/errors.server";
import { newTempPath } from "~/domain/files/received-files.server";
import type { ReceivedFile } from "~/domain/files/stored-files";
import { readSiteImage, storeSiteImage } from "~/domain/site/images.server";
import { readLandingPage } from "~/domain/site/landing.server";
import { addPlan, listPlans, movePlan } from "~/domain/site/price-plans.server";
import { siteDescription } from "~/domain/site/seo.server";
import { readBrand, updateSiteDetails } from "~/domain/site/settings.server";
import { addTopper, editTopper, listToppers, removeTopper } from "~/domain/site/toppers.server";
import { siteDetailsSchema } from "~/schemas/site";
import { hugePng, svgImage, truncatedPng } from "../support/images";

const teacher: User = { id: 1, email: "t@example.com", firstName: "T", lastName: "", role: "teacher", batchId: null };
const student: User = { ...teacher, id: 2, role: "student" };

/** Bytes as an upload arrives: a file in the temporary folder. */
async function received(bytes: Uint8Array): Promise<ReceivedFile> {
  const path = await newTempPath();
  await writeFile(path, bytes);
  return { path, size: bytes.byteLength };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#10b981" } })
    .png()
    .toBuffer()
    .then(received);

/** The Site page's form as sent: the hero and the "Why us" cards are always there (issue 20). */
const PAGE_WORDS = {
  heroHeadline: "Maths and Science coaching for Classes 9 to 12",
  heroBadge: "Seats are Available",
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`reason${n}Title`, `Reason ${n}`],
      [`reason${n}Text`, `Why ${n}`],
    ]),
  ),
  doubtSessionsFree: "on",
};

const details = (changes: Record<string, string>) =>
  siteDetailsSchema.parse({ name: "Vidya Coaching", contactEmail: "hello@example.com", ...PAGE_WORDS, ...changes });

describe("the site's settings", () => {
  it("start from the configured name and e-mail, with no teacher, toppers or plans: a neutral page", async () => {
    const page = await readLandingPage();
    expect(page.brand.name).toBe("Vidya Coaching");
    expect(page.brand.contactEmail).toBe("hello@example.com");
    expect(page.brand.social).toEqual([]);
    expect(page.teacher).toBeNull();
    expect(page.toppers).toEqual([]);
    expect(page.plans).toEqual([]);
  });

  it("accept only real profile links, and show only the ones that are set", async () => {
    expect(
      siteDetailsSchema.safeParse({ ...details({}), instagramUrl: "https://instagram.com.evil.example/x" }).success,
    ).toBe(false);
    expect(siteDetailsSchema.safeParse({ ...details({}), youtubeUrl: "https://www.youtube.com/" }).success).toBe(false);
    expect(siteDetailsSchema.safeParse({ ...details({}), whatsappNumber: "call me" }).success).toBe(false);
    await updateSiteDetails(
      teacher,
      details({ instagramUrl: "https://www.instagram.com/vidya", whatsappNumber: "+91 98765-43210" }),
      null,
    );
    expect((await readBrand()).social).toEqual([
      { name: "Instagram", href: "https://www.instagram.com/vidya" },
      { name: "WhatsApp", href: "https://wa.me/919876543210" },
    ]);
    await updateSiteDetails(teacher, details({ instagramUrl: "https://www.instagram.com/vidya" }), null);
    expect((await readBrand()).social.map((link) => link.name)).toEqual(["Instagram"]);
  });

  it("give the hero, the 'Why us' cards, and whether doubt sessions are free (issue 20)", async () => {
    expect(siteDetailsSchema.safeParse({ ...details({}), heroHeadline: " " }).success).toBe(false);
    await updateSiteDetails(teacher, details({ heroHeadline: "Physics for Class 12", heroBadge: "" }), null);
    const page = await readLandingPage();
    expect(page.hero).toEqual({ headline: "Physics for Class 12", badge: "", subheading: "" });
    expect(page.reasons).toEqual([1, 2, 3].map((n) => ({ title: `Reason ${n}`, text: `Why ${n}` })));
    expect(siteDescription(page.brand)).toMatch(/Doubt sessions with the teacher are free\.$/);
    const { doubtSessionsFree, ...paid } = PAGE_WORDS;
    await updateSiteDetails(
      teacher,
      siteDetailsSchema.parse({ name: "Vidya Coaching", contactEmail: "hello@example.com", ...paid }),
      null,
    );
    expect(siteDescription(await readBrand())).not.toContain("free");
  });

  it("are changed by teachers only", async () => {
    await expect(updateSiteDetails(student, details({ name: "Hijacked" }), null)).rejects.toMatchObject({
      kind: "forbidden",
    } satisfies Partial<DomainError>);
    expect((await readBrand()).name).toBe("Vidya Coaching");
  });
});

describe("site photos", () => {
  it("are re-encoded to WebP at the shown size and twice that", async () => {
    const { key } = await storeSiteImage(await png(900, 600), "topper");
    const one = await readSiteImage(`${key}-1x.webp`);
    const two = await readSiteImage(`${key}-2x.webp`);
    expect(await sharp(one ?? undefined).metadata()).toMatchObject({ format: "webp", width: 120, height: 120 });
    expect(await sharp(two ?? undefined).metadata()).toMatchObject({ format: "webp", width: 240, height: 240 });
  });

  it("keep a logo's shape at a fixed height, and turn the server's own SVG drawings into WebP", async () => {
    const logo = await storeSiteImage(new Uint8Array(svgImage()), "logo");
    expect(logo.width).toBe(144);
    expect(await sharp((await readSiteImage(`${logo.key}-1x.webp`)) ?? undefined).metadata()).toMatchObject({
      format: "webp",
      width: 144,
      height: 48,
    });
  });

  it("refuse what is not an image, by its content", async () => {
    const fake = await received(new TextEncoder().encode("%PDF-1.4 not an image"));
    await expect(storeSiteImage(fake, "topper")).rejects.toMatchObject({ kind: "invalid" });
  });

  it("refuse an uploaded SVG, a damaged file and too many pixels, with the message at the form's field", async () => {
    const refused = (field: string, message: RegExp) =>
      expect.objectContaining({
        kind: "invalid",
        message: expect.stringMatching(message),
        fieldErrors: { [field]: [expect.any(String)] },
      });
    await expect(storeSiteImage(await received(svgImage()), "logo")).rejects.toEqual(
      refused("logo", /not a PNG, JPEG or WebP image/),
    );
    await expect(storeSiteImage(await received(await truncatedPng()), "topper")).rejects.toEqual(
      refused("photo", /could not be read/),
    );
    await expect(storeSiteImage(await received(hugePng(7000, 7000)), "topper")).rejects.toEqual(
      refused("photo", /at most 40 megapixels/),
    );
  });

  it("are served only under names the site made, and only as files of the site's own", async () => {
    expect(await readSiteImage("../../app.db")).toBeNull();
    expect(await readSiteImage("0123-1x.webp")).toBeNull();
    // A link planted in the folder (a tampered backup) is never followed.
    const planted = "0123456789abcdef0123456789abcdef-1x.webp";
    await mkdir(path.resolve(process.env.UPLOAD_DIR ?? "", "site"), { recursive: true });
    await symlink(path.resolve("package.json"), path.resolve(process.env.UPLOAD_DIR ?? "", "site", planted));
    expect(await readSiteImage(planted)).toBeNull();
  });
});

describe("toppers and plans", () => {
  it("keep one highlighted topper, in the teacher's order, and forget a removed one's photo", async () => {
    await addTopper(
      teacher,
      { name: "A", className: "Class 10th", score: "91%", highlighted: true },
      await png(50, 50),
    );
    await addTopper(teacher, { name: "B", className: "Class 12th", score: "90%", highlighted: true }, null);
    const [a, b] = await listToppers();
    expect([a.highlighted, b.highlighted]).toEqual([false, true]);
    await editTopper(teacher, a.id, { name: "A", className: "Class 10th", score: "95%", highlighted: false }, null);
    expect((await readLandingPage()).highlighted?.name).toBe("B");
    await removeTopper(teacher, a.id);
    expect(await readSiteImage(`${a.photoKey}-1x.webp`)).toBeNull();
    expect((await listToppers()).map((topper) => topper.name)).toEqual(["B"]);
  });

  it("move up and down, and stay put at the ends", async () => {
    for (const name of ["One", "Two", "Three"]) {
      await addPlan(teacher, { name, price: 100, features: "x", mostPopular: false, leadsTo: "registration" });
    }
    const names = async () => (await listPlans()).map((plan) => plan.name);
    const id = async (name: string) => (await listPlans()).find((plan) => plan.name === name)?.id ?? 0;
    await movePlan(teacher, await id("Three"), "up");
    expect(await names()).toEqual(["One", "Three", "Two"]);
    await movePlan(teacher, await id("One"), "up");
    expect(await names()).toEqual(["One", "Three", "Two"]);
    await expect(movePlan(teacher, 999_999, "down")).rejects.toMatchObject({ kind: "not_found" });
    const page = await readLandingPage();
    expect(page.plans[0].action).toEqual({ label: "Get {{name}}", to: "/register" });
    await db.sitePlan.deleteMany();
  });
});
