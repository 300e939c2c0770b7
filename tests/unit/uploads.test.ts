import { existsSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openUpload, removeUpload } from "~/domain/content/uploads.server";

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
    await real?.handle.close();
    for (const name of ["link.pdf", "linked-folder/outside.txt", "../outside.txt", outside, "site", "missing.pdf"]) {
      expect(await openUpload(name), name).toBeNull();
    }
  });

  it("are removed only inside the upload folder", async () => {
    await writeFile(outside, "not an upload");
    await removeUpload("../outside.txt");
    expect(existsSync(outside)).toBe(true);
  });
});
