import { loadSharp, readSiteImage } from "../site/images.server";
import { readSettings } from "../site/settings.server";
import type { Pdf } from "./pdf-document.server";

/** What heads every paper the institute hands out: its name, address and contact, and its logo when it has one. */
export type Letterhead = {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** The logo as PNG (pdfkit reads PNG and JPEG, the site keeps WebP), with its width over height. */
  logo: { png: Buffer; ratio: number } | null;
};

/** The logo as PNG by its key: a logo is replaced under a new key, so the key names its bytes for good. */
const logos = new Map<string, { png: Buffer; ratio: number } | null>();

async function logoPng(key: string) {
  if (!logos.has(key)) {
    const webp = await readSiteImage(`${key}-2x.webp`);
    const sharp = await loadSharp();
    const png = webp ? await sharp(webp).png().toBuffer({ resolveWithObject: true }) : null;
    logos.clear();
    logos.set(key, png ? { png: png.data, ratio: png.info.width / png.info.height } : null);
  }
  return logos.get(key) ?? null;
}

export async function letterheadOf(): Promise<Letterhead> {
  const site = await readSettings();
  return {
    name: site.name,
    address: site.address,
    phone: site.phone,
    email: site.contactEmail,
    logo: site.logoKey ? await logoPng(site.logoKey) : null,
  };
}

const LOGO_HEIGHT = 36;

type OpenedImage = PDFKit.Mixins.ImageSrc;
/** Each document's logo, opened once: a batch's 200 report cards embed it once, not 200 times. */
const openedLogos = new WeakMap<PDFKit.PDFDocument, OpenedImage>();

/** pdfkit's `openImage` (its image mixin) gives an image `doc.image` draws again without embedding it again. */
function logoIn(doc: PDFKit.PDFDocument, png: Buffer) {
  let logo = openedLogos.get(doc);
  if (!logo) {
    logo = (doc as unknown as { openImage(source: Buffer): OpenedImage }).openImage(png);
    openedLogos.set(doc, logo);
  }
  return logo;
}

/**
 * The letterhead across `width` from (x, y): the logo, then the name, address and contact beside it; then the
 * paper's title, centred under a rule. Returns the y below it all.
 */
export function drawLetterhead(
  pdf: Pdf,
  head: Letterhead,
  { x, y, width, title }: { x: number; y: number; width: number; title: string },
) {
  let textX = x;
  if (head.logo) {
    const logoWidth = Math.min(LOGO_HEIGHT * head.logo.ratio, width / 3);
    pdf.doc.image(logoIn(pdf.doc, head.logo.png), x, y, { fit: [logoWidth, LOGO_HEIGHT] });
    textX = x + logoWidth + 10;
  }
  const textWidth = width - (textX - x);
  let below = y + pdf.text(head.name, textX, y, textWidth, { size: 15, bold: true });
  if (head.address) below += pdf.text(head.address, textX, below, textWidth, { size: 8.5, color: "#444" });
  const contact = [head.phone, head.email].filter(Boolean).join("  ·  ");
  if (contact) below += pdf.text(contact, textX, below, textWidth, { size: 8.5, color: "#444" });
  below = Math.max(below, y + (head.logo ? LOGO_HEIGHT : 0)) + 6;
  pdf.doc
    .moveTo(x, below)
    .lineTo(x + width, below)
    .lineWidth(0.7)
    .strokeColor("#888")
    .stroke();
  below += 8;
  return below + pdf.text(title, x, below, width, { size: 12.5, bold: true, align: "center" }) + 6;
}
