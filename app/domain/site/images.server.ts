import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { config } from "~/config.server";
import { invalid } from "../errors.server";
import { openUpload, type ReceivedFile } from "../uploads.server";

/**
 * The site's photos and logo. Every upload is decoded and re-encoded by sharp into two WebP files, at the
 * size it is shown (1x) and twice that (2x), under UPLOAD_DIR/site with a random name, so backups of the
 * upload folder carry them and a new upload is a new address that can be cached for a year. SVG logos are
 * rasterised here too, so no SVG is ever served (docs/decisions/060-site-images-as-webp.md).
 */
export type ImageKind = "portrait" | "topper" | "logo";

const BOXES: Record<ImageKind, { width: number; height: number }> = {
  portrait: { width: 240, height: 240 },
  topper: { width: 120, height: 120 },
  // Logos keep their shape at a fixed height, up to this width.
  logo: { width: 200, height: 48 },
};

const ACCEPTED = new Set(["png", "jpeg", "webp", "svg"]);
const KEY = /^[0-9a-f]{32}$/;

const siteDir = () => path.resolve(config.UPLOAD_DIR, "site");
const filePath = (key: string, scale: 1 | 2) => path.join(siteDir(), `${key}-${scale}x.webp`);

/** The shown size of an image of this kind; a logo's width is stored with it. */
export const imageBox = (kind: ImageKind, logoWidth?: number | null) =>
  kind === "logo" ? { width: logoWidth ?? BOXES.logo.width, height: BOXES.logo.height } : BOXES[kind];

export const imageUrl = (key: string, scale: 1 | 2) => `/site-images/${key}-${scale}x.webp`;

/** sharp reads a received file from its path, so an upload is never read into memory whole here either. */
type ImageSource = Uint8Array | string;
// libvips keeps up to 20 input files open by default; a received file is removed after the request, and an
// open one would keep its disk space until pushed out.
sharp.cache({ files: 0 });

async function readImage(source: ImageSource) {
  const format = await sharp(source)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) {
    throw invalid("The file is not a PNG, JPEG, WebP or SVG image. Please choose an image file.", {
      photo: ["Choose a PNG, JPEG, WebP or SVG image"],
    });
  }
  return format;
}

/** Checks the file by its content, writes the two WebP sizes, and returns the new key and the shown width. */
export async function storeSiteImage(file: ReceivedFile | Uint8Array, kind: ImageKind) {
  const source: ImageSource = file instanceof Uint8Array ? file : file.path;
  const format = await readImage(source);
  const box = BOXES[kind];
  let width = box.width;
  if (kind === "logo") {
    const { width: w = 1, height: h = 1 } = await sharp(source).metadata();
    width = Math.min(box.width, Math.max(1, Math.round((box.height * w) / h)));
  }
  await mkdir(siteDir(), { recursive: true });
  const key = randomBytes(16).toString("hex");
  for (const scale of [1, 2] as const) {
    // SVGs are drawn at a density that gives the 2x size sharp edges.
    await sharp(source, format === "svg" ? { density: 300 } : {})
      .rotate()
      .resize({
        width: width * scale,
        height: box.height * scale,
        fit: kind === "logo" ? "contain" : "cover",
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 80 })
      .toFile(filePath(key, scale));
  }
  return { key, width };
}

export async function removeSiteImage(key: string | null | undefined) {
  if (!key) return;
  await Promise.all([rm(filePath(key, 1), { force: true }), rm(filePath(key, 2), { force: true })]);
}

/** The bytes of one stored size, or null for a name that is not one of ours or not a file of ours. */
export async function readSiteImage(fileName: string) {
  const match = /^([0-9a-f]+)-([12])x\.webp$/.exec(fileName);
  if (!match || !KEY.test(match[1])) return null;
  const file = await openUpload(path.join("site", fileName));
  if (!file) return null;
  try {
    return await file.handle.readFile();
  } finally {
    await file.handle.close();
  }
}
