import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileStore } from "~/domain/files/file-store.server";
import { newTempPath, STALE_AFTER_MS, sweepTempUploads } from "~/domain/files/received-files.server";

const tempRoot = () => fileStore().tempRoot;

describe("files being received", () => {
  it("go to this instance's own folder", async () => {
    const [one, two] = [await newTempPath(), await newTempPath()];
    expect(path.dirname(one)).toBe(path.dirname(two));
    expect(path.dirname(path.dirname(one))).toBe(tempRoot());
  });

  it("survive another instance starting, while what a stopped instance left goes by age", async () => {
    // Another instance, receiving an upload: its folder, a file half written and still open.
    const receiving = path.join(tempRoot(), "41-aaaaaaaaaaaa", "upload.part");
    await mkdir(path.dirname(receiving), { recursive: true });
    const upload = createWriteStream(receiving);
    upload.write("%PDF-1.7 first half ");
    // What an instance killed yesterday left: a folder (and a file of the old single folder) untouched since.
    const stopped = path.join(tempRoot(), "42-bbbbbbbbbbbb");
    await mkdir(stopped, { recursive: true });
    await writeFile(path.join(stopped, "cut-short.part"), "%PDF");
    const loose = path.join(tempRoot(), "old.part");
    await writeFile(loose, "%PDF");
    const yesterday = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    for (const old of [stopped, loose]) await utimes(old, yesterday, yesterday);

    // This process starting, as server/app.ts starts one.
    await sweepTempUploads();

    expect(existsSync(stopped)).toBe(false);
    expect(existsSync(loose)).toBe(false);
    upload.end("second half");
    await once(upload, "finish");
    expect(await readFile(receiving, "utf8")).toBe("%PDF-1.7 first half second half");
    // Its own folder stays usable after the sweep.
    await writeFile(await newTempPath(), "%PDF");
  });
});
