import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { Biography, SiteDetails } from "~/schemas/site";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { readOnce } from "../core/read-once.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import type { ReceivedFile } from "../files/stored-files";
import { imageBox, imageUrl, removeSiteImage, storeSiteImage } from "./images.server";

const SETTINGS_ID = 1;

/** Until the teacher saves the Site page, the configured name and contact e-mail stand, and nothing else is said. */
const firstStart = () => ({
  id: SETTINGS_ID,
  name: config.INSTITUTE_NAME,
  contactEmail: config.CONTACT_EMAIL,
});

const findSettings = () => db.siteSettings.findUnique({ where: { id: SETTINGS_ID } });

/** The Site page's settings, read once per page built (every page's frame shows them). */
export const readSettings = () => readOnce("site settings", readOrCreateSettings);

async function readOrCreateSettings() {
  const row = await findSettings();
  if (row) return row;
  // Two first requests may both find no row; the one that loses the race reads the winner's.
  return db.siteSettings.create({ data: firstStart() }).catch(async (error) => {
    if (!isUniqueViolation(error)) throw error;
    return (await findSettings()) ?? Promise.reject(error);
  });
}

/**
 * The institute's name as the Site page has it now: mails, their subjects and their sender read it when they
 * are written, so a renamed institute never mails under its old name. Pass `tx` inside a transaction.
 */
export async function instituteName(tx: Prisma.TransactionClient = db) {
  const row = await tx.siteSettings.findUnique({ where: { id: SETTINGS_ID }, select: { name: true } });
  return row?.name ?? config.INSTITUTE_NAME;
}

/** A stored image as the page draws it: both sizes, and the box it takes. */
export const picture = (key: string, kind: "portrait" | "topper" | "logo", alt: string, logoWidth?: number | null) => ({
  src: imageUrl(key, 1),
  srcSet: `${imageUrl(key, 1)} 1x, ${imageUrl(key, 2)} 2x`,
  alt,
  ...imageBox(kind, logoWidth),
});
export type SitePicture = ReturnType<typeof picture>;

/** What every page's header and footer show: the brand, its logo, how to reach the institute. */
export async function readBrand() {
  const settings = await readSettings();
  return {
    name: settings.name,
    tagline: settings.tagline,
    contactEmail: settings.contactEmail,
    phone: settings.phone,
    address: settings.address,
    mapUrl: settings.mapUrl,
    doubtSessionsFree: settings.doubtSessionsFree,
    logo: settings.logoKey ? picture(settings.logoKey, "logo", `${settings.name} logo`, settings.logoWidth) : null,
    social: socialLinks(settings),
  };
}
export type Brand = Awaited<ReturnType<typeof readBrand>>;

type Socials = Pick<SiteDetails, "instagramUrl" | "youtubeUrl" | "whatsappNumber" | "facebookUrl">;

/** Only the profiles that are set; WhatsApp's link is built from the number. */
function socialLinks(settings: Socials) {
  const links = [
    { name: "Instagram", href: settings.instagramUrl },
    { name: "YouTube", href: settings.youtubeUrl },
    {
      name: "WhatsApp",
      href: settings.whatsappNumber ? `https://wa.me/${settings.whatsappNumber.replace("+", "")}` : "",
    },
    { name: "Facebook", href: settings.facebookUrl },
  ] as const;
  return links.filter((link) => link.href);
}

export async function updateSiteDetails(actor: Actor, input: SiteDetails, logo: ReceivedFile | null) {
  assertTeacher(actor);
  const before = await readSettings();
  const stored = logo ? await storeSiteImage(logo, "logo") : null;
  const { removeLogo, ...details } = input;
  const logoChange = stored
    ? { logoKey: stored.key, logoWidth: stored.width }
    : removeLogo
      ? { logoKey: null, logoWidth: null }
      : {};
  await db.siteSettings.update({ where: { id: SETTINGS_ID }, data: { ...details, ...logoChange } });
  if (stored || removeLogo) await removeSiteImage(before.logoKey);
  return { message: "Site details saved" };
}

export async function updateBiography(actor: Actor, input: Biography, photo: ReceivedFile | null) {
  assertTeacher(actor);
  const before = await readSettings();
  const stored = photo ? await storeSiteImage(photo, "portrait") : null;
  await db.siteSettings.update({
    where: { id: SETTINGS_ID },
    data: { ...input, ...(stored ? { teacherPhotoKey: stored.key } : {}) },
  });
  if (stored) await removeSiteImage(before.teacherPhotoKey);
  return { message: "Teacher biography saved" };
}
