import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { SharpOptions } from "sharp";
import { DomainError, invalid, tooMany } from "../core/errors.server";
import { say } from "../core/say.server";
import { fileStore } from "../files/file-store.server";
import type { ReceivedFile } from "../files/stored-files";

/**
 * The site's photos and logo. Every upload is decoded and re-encoded by sharp into two WebP files, at the
 * size it is shown (1x) and twice that (2x), under site/ of the file store with a random name, so backups of
 * the upload folder (or the bucket) carry them and a new upload is a new address that can be cached for a year
 * (docs/decisions/060-site-images-as-webp.md). Uploads are PNG, JPEG or WebP; SVG is refused, since
 * drawing one can cost a minute of work (docs/decisions/093-site-image-limits-and-no-svg-uploads.md).
 */
export type ImageKind = "portrait" | "topper" | "logo" | "question" | "student";

const BOXES: Record<ImageKind, { width: number; height: number }> = {
  portrait: { width: 240, height: 240 },
  topper: { width: 120, height: 120 },
  // Logos keep their shape at a fixed height, up to this width.
  logo: { width: 200, height: 48 },
  // A test question's figure keeps its shape within this box, never enlarged.
  question: { width: 640, height: 480 },
  // A student's photo, 3:4 as on an ID card: its 2x size prints at about 300 dpi there.
  student: { width: 150, height: 200 },
};

/** What a teacher may upload, and what the server's own bytes may also be (the demo's drawn portraits). */
const UPLOADED = new Set(["png", "jpeg", "webp"]);
const MADE_HERE = new Set([...UPLOADED, "svg"]);
/** Larger than any phone photo (a 48 MP camera saves 12 MP by default), far below what exhausts memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Work on one image stops after this; a photo of the largest size takes about a second. */
const MAX_IMAGE_SECONDS = 10;
/** Images wait their turn, one processed at a time; with this many in the queue, a further upload is refused. */
const MAX_QUEUED = 4;
const KEY = /^[0-9a-f]{32}$/;

/**
 * The stored name of one size: under site/ in the upload folder or the bucket, which /site-images/ serves to
 * anyone; a student's photo under students/, which only its permission check reads (readStudentImage).
 */
const fileName = (key: string, scale: 1 | 2, kind?: ImageKind) =>
  `${kind === "student" ? "students" : "site"}/${key}-${scale}x.webp`;

/** The shown size of an image of this kind; a logo's width is stored with it. */
export const imageBox = (kind: ImageKind, logoWidth?: number | null) =>
  kind === "logo" ? { width: logoWidth ?? BOXES.logo.width, height: BOXES.logo.height } : BOXES[kind];

export const imageUrl = (key: string, scale: 1 | 2) => `/site-images/${key}-${scale}x.webp`;

/** sharp reads a received file from its path, so an upload is never read into memory whole here either. */
type ImageSource = Uint8Array | string;
type Sharp = typeof import("sharp").default;

/**
 * sharp and libvips (about 28 MB resident) are loaded with the first image a teacher uploads or a paper prints
 * (decision 112). libvips' cache of operations is off: each image is worked on once (an upload, a photo for a batch's
 * ID cards), so a cache would only hold memory, up to 50 MB, and keep files open (a received file is removed after
 * the request, and an open one would keep its disk space until pushed out).
 */
export const loadSharp = async () => {
  const { default: sharp } = await import("sharp");
  sharp.cache(false);
  return sharp;
};

/** The form field the message belongs at: the logo's own, a question's image, or the photo of the other forms. */
const refuse = (kind: ImageKind, message: string, atField: string) =>
  invalid(message, { [kind === "logo" ? "logo" : kind === "question" ? "image" : "photo"]: [atField] });

let queue: Promise<unknown> = Promise.resolve();
let queued = 0;

/** Runs image work one at a time, so that a few large uploads together cannot take every core and much memory. */
function inTurn<T>(work: () => Promise<T>) {
  if (queued >= MAX_QUEUED) {
    throw tooMany("The server is busy with other images. Please try again in a minute.");
  }
  queued++;
  const done = queue.then(work).finally(() => queued--);
  queue = done.catch(() => undefined);
  return done;
}

/** Every sharp failure as the form's message: a damaged or cut-short file, too many pixels, too slow. */
function imageFailure(kind: ImageKind, error: unknown) {
  if (error instanceof DomainError) return error;
  const reason = error instanceof Error ? error.message : "";
  const megapixels = MAX_IMAGE_PIXELS / 1_000_000;
  if (/pixel limit/i.test(reason)) {
    return refuse(
      kind,
      say("The image is too large: at most {{megapixels}} megapixels. Please choose a smaller one.", { megapixels }),
      say("Choose an image of at most {{megapixels}} megapixels", { megapixels }),
    );
  }
  if (/timeout/i.test(reason)) {
    return refuse(kind, "The image took too long to process. Please choose a simpler one.", "Choose another image");
  }
  return refuse(
    kind,
    "The image could not be read: the file may be damaged or cut short. Please choose another file.",
    "Choose another image file",
  );
}

const open = (sharp: Sharp, source: ImageSource, options: SharpOptions = {}) =>
  sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, ...options }).timeout({ seconds: MAX_IMAGE_SECONDS });

async function encode(source: ImageSource, kind: ImageKind) {
  const sharp = await loadSharp();
  // The header only: what sharp cannot tell the format of is not an image (a PDF, a text file). The pixel
  // limit is checked when the image is opened for work, below.
  const header = await sharp(source)
    .metadata()
    .catch(() => null);
  const format = header?.format;
  const accepted = typeof source === "string" ? UPLOADED : MADE_HERE;
  if (!format || !accepted.has(format)) {
    throw refuse(
      kind,
      "The file is not a PNG, JPEG or WebP image. Please choose an image file.",
      "Choose a PNG, JPEG or WebP image",
    );
  }
  const box = BOXES[kind];
  // The shape as shown: a photo turned by its EXIF orientation has its sides swapped.
  const turned = (header?.orientation ?? 1) >= 5;
  const { width: w = 1, height: h = 1 } = turned ? { width: header?.height, height: header?.width } : (header ?? {});
  const fitted = Math.min(1, box.width / w, box.height / h);
  const { width, height } =
    kind === "logo"
      ? { width: Math.min(box.width, Math.max(1, Math.round((box.height * w) / h))), height: box.height }
      : kind === "question"
        ? { width: Math.max(1, Math.round(w * fitted)), height: Math.max(1, Math.round(h * fitted)) }
        : box;
  const key = randomBytes(16).toString("hex");
  try {
    for (const scale of [1, 2] as const) {
      // The demo's SVGs are drawn at a density that gives the 2x size sharp edges.
      const webp = await open(sharp, source, format === "svg" ? { density: 300 } : {})
        .rotate()
        .resize({
          width: width * scale,
          height: height * scale,
          fit: kind === "logo" ? "contain" : "cover",
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .webp({ quality: 80 })
        .toBuffer();
      await fileStore().put(fileName(key, scale, kind), webp);
    }
  } catch (error) {
    await removeSiteImage(key, kind);
    throw error;
  }
  return { key, width, height };
}

/**
 * Checks the image by its content, writes the two WebP sizes, and returns the new key and the shown size.
 * An upload (a received file) must be PNG, JPEG or WebP; bytes made by the server may also be SVG.
 */
export async function storeSiteImage(file: ReceivedFile | Uint8Array, kind: ImageKind) {
  const source: ImageSource = file instanceof Uint8Array ? file : file.path;
  try {
    return await inTurn(() => encode(source, kind));
  } catch (error) {
    throw imageFailure(kind, error);
  }
}

export async function removeSiteImage(key: string | null | undefined, kind?: ImageKind) {
  if (!key) return;
  await Promise.all([fileStore().remove(fileName(key, 1, kind)), fileStore().remove(fileName(key, 2, kind))]);
}

/** The bytes of one stored size, or null for a name that is not one of ours or not a file of ours. */
export async function readSiteImage(shownName: string) {
  const match = /^([0-9a-f]+)-([12])x\.webp$/.exec(shownName);
  if (!match || !KEY.test(match[1])) return null;
  // A few hundred kilobytes at most (a 2x WebP of the largest box), read whole for the year-long cached answer.
  const file = await fileStore().open(`site/${shownName}`);
  return file ? await buffer(file.stream) : null;
}

/** A student's photo of one size as stored (checked by the caller), or null when its file is missing. */
export async function readStudentImage(key: string, scale: 1 | 2) {
  if (!KEY.test(key)) return null;
  const file = await fileStore().open(fileName(key, scale, "student"));
  return file ? await buffer(file.stream) : null;
}
