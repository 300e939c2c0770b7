import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { verifyBackup } from "../../server/backup.mjs";

const run = promisify(execFile);
const workDir = path.resolve(process.env.UPLOAD_DIR ?? "", "..", "backup-with-bucket");

describe("a backup with the files in an S3 bucket", () => {
  it("holds the database, names the bucket instead of copying the upload folder, and says so", async () => {
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(path.join(workDir, "uploads"), { recursive: true });
    const databaseFile = path.join(workDir, "app.db");
    new Database(databaseFile).exec("CREATE TABLE t (x); INSERT INTO t VALUES (1);").close();
    // Left from before the move to the bucket: not the site's files any more.
    writeFileSync(path.join(workDir, "uploads", "old.pdf"), "%PDF-1.4 old");
    const env = {
      ...process.env,
      DATABASE_URL: `file:${databaseFile}`,
      UPLOAD_DIR: path.join(workDir, "uploads"),
      FILE_STORE: "s3",
      S3_BUCKET: "institute-files",
    };

    const { stdout } = await run(process.execPath, ["scripts/backup.mjs", path.join(workDir, "backups")], { env });

    expect(stdout).toMatch(/in the S3 bucket institute-files, not in this backup: keep versioning on/);
    const [name] = readdirSync(path.join(workDir, "backups"));
    const backup = path.join(workDir, "backups", name);
    expect(readdirSync(path.join(backup, "uploads"))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(backup, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ filesInBucket: "institute-files", files: [{ path: "app.db" }] });
    expect(await verifyBackup(backup)).toEqual([]);
  });
});
