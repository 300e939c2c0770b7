import { existsSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openUpload, removeUpload } from "~/domain/content/uploads.server";
import { fileStore } from "~/domain/files/file-store.server";

const uploads = path.resolve(process.env.UPLOAD_DIR ?? "");
// A file beside the upload folder, as the database or a server file would be.
const outside = path.resolve(uploads, "..", "outside.txt");

describe("uploaded files", () => {
  it("are opened only as regular files inside the upload folder, never through a link", async () => {
    await mkdir(path.join(uploads, "site"), { recursive: true });
    await writeFile(outside, "not an upload");
    await writeFile(path.join(uploads, "real.pdf"), "%PDF-1.4");
    await symlink(outside, path.join(uploads, "link.pdf"));
    await symlink(path.dirname(outside), path.join(uploads, "linked-folder"));

    const real = await openUpload("real.pdf");
    expect(real?.size).toBe(8);
    real?.stream.destroy();
    for (const name of ["link.pdf", "linked-folder/outside.txt", "../outside.txt", outside, "site", "missing.pdf"]) {
      expect(await openUpload(name), name).toBeNull();
    }
  });

  it("are removed only inside the upload folder, never through a linked folder", async () => {
    await writeFile(outside, "not an upload");
    await removeUpload("../outside.txt");
    await removeUpload("linked-folder/outside.txt");
    expect(existsSync(outside)).toBe(true);
    // A link itself is the folder's own entry: removing it leaves what it pointed at.
    await removeUpload("link.pdf");
    expect(existsSync(path.join(uploads, "link.pdf"))).toBe(false);
    expect(existsSync(outside)).toBe(true);
  });

  it("are kept and written only inside the upload folder, never through a linked folder", async () => {
    const bytes = new TextEncoder().encode("%PDF");
    for (const name of ["../planted.pdf", "linked-folder/planted.pdf"]) {
      await expect(fileStore().put(name, bytes), name).rejects.toThrow(/outside the upload folder/);
    }
    const received = path.join(uploads, "received.part");
    await writeFile(received, bytes);
    await expect(fileStore().keep({ path: received, size: 4 }, "linked-folder/planted.pdf")).rejects.toThrow(
      /outside the upload folder/,
    );
    expect(existsSync(path.join(path.dirname(outside), "planted.pdf"))).toBe(false);
  });
});
