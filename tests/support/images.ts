import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

// Images that a site photo upload must refuse, made cheaply for the tests.

const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, check]);
};

/** A valid grey PNG of any size: its all-black rows compress a thousandfold, so 49 megapixels are 48 kB. */
export function hugePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), compression, filter and interlace 0
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}

/** A real photo-like PNG cut off half way, as an interrupted copy leaves it: its header still reads well. */
export async function truncatedPng() {
  const noise = Buffer.alloc(600 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const whole = await sharp(noise, { raw: { width: 600, height: 800, channels: 3 } })
    .png()
    .toBuffer();
  return whole.subarray(0, whole.length / 2);
}

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100"/></svg>',
  );

/** As a browser test's setInputFiles takes a file. */
export const asFile = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
