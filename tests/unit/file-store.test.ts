import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderStore } from "~/domain/files/folder-store.server";
import { s3Store } from "~/domain/files/s3-store.server";
import type { FileStore } from "~/domain/files/stored-files";
import { startS3Server } from "../support/s3-server.mjs";

// A port beside the run's others (E2E_PORT), apart from the mail tests' SMTP servers.
const S3_PORT = Number(process.env.E2E_PORT ?? 3210) + 40;
const folder = path.resolve(process.env.UPLOAD_DIR ?? "", "..", "file-store");

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server({ name: "unit", port: S3_PORT });
});
afterAll(() => s3?.close());

/** A received file as the upload path leaves it: bytes in a temporary file. */
async function received(bytes: Uint8Array) {
  const dir = path.join(folder, "received");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(8).toString("hex")}.part`);
  await writeFile(file, bytes);
  return { path: file, size: bytes.byteLength };
}

async function readBack(store: FileStore, name: string) {
  const file = await store.open(name);
  return file && { size: file.size, bytes: await buffer(file.stream) };
}

const stores: [string, () => FileStore][] = [
  ["the upload folder", () => folderStore(folder)],
  ["an S3 bucket", () => s3Store(s3.options)],
];

describe.each(stores)("files in %s", (_, makeStore) => {
  it("gives back what it kept, byte for byte, as a stream with its size", async () => {
    const store = makeStore();
    // Several megabytes, so the upload and the download each take many chunks of a stream.
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await store.keep(await received(bytes), name);
    const back = await readBack(store, name);
    expect(back?.size).toBe(bytes.byteLength);
    // Buffer.equals, as a deep comparison of megabytes byte by byte takes seconds.
    expect(back?.bytes.equals(bytes)).toBe(true);
  });

  it("stores bytes made on the server, in a folder of names too", async () => {
    const store = makeStore();
    const name = `site/${randomBytes(16).toString("hex")}-1x.webp`;
    await store.put(name, new TextEncoder().encode("RIFF webp"));
    expect((await readBack(store, name))?.bytes.toString()).toBe("RIFF webp");
  });

  it("removes a file once, and answers null for a name it does not hold", async () => {
    const store = makeStore();
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await store.put(name, new TextEncoder().encode("%PDF-1.7"));
    await store.remove(name);
    expect(await store.open(name)).toBeNull();
    await store.remove(name);
    expect(await store.open("never-stored.pdf")).toBeNull();
  });
});

describe("files in an S3 bucket", () => {
  it("are the bucket's objects, under the names the site gave them", async () => {
    const store = s3Store(s3.options);
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await store.put(name, new TextEncoder().encode("%PDF-1.7 in the bucket"));
    expect(s3.objectBytes(name)?.toString()).toBe("%PDF-1.7 in the bucket");
    await store.remove(name);
    expect(s3.objectBytes(name)).toBeNull();
  });
});
