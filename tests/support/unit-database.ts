import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

/** Applies the committed migrations to a fresh database file, exactly as production does. */
export default function setup(project: TestProject) {
  const url = project.config.env.DATABASE_URL as string;
  const runDir = path.dirname(url.slice("file:".length));
  rmSync(runDir, { recursive: true, force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" });
  return () => rmSync(runDir, { recursive: true, force: true });
}
