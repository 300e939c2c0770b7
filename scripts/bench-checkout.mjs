// Another commit's production build, for a before/after benchmark in one run (bench-server.mjs): the
// commit's files (git archive) in the system's temporary folder (outside this tree, where the type check,
// lint and tests would take them for ours), this checkout's node_modules linked in, its Prisma clients
// generated and its build made. Kept between runs: a commit's build never changes.
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function builtCheckout(commit) {
  const sha = execFileSync("git", ["rev-parse", "--short", commit], { encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `bench-checkout-${sha}`);
  if (existsSync(path.join(dir, "build", "server", "index.js"))) return { sha, dir };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`);
  symlinkSync(realpathSync("node_modules"), path.join(dir, "node_modules"));
  const quiet = { cwd: dir, stdio: "pipe" };
  execFileSync("npx", ["prisma", "generate"], quiet);
  // Since decision 196 the build takes PostgreSQL's client too.
  const postgresql = path.join("prisma", "postgresql", "schema.prisma");
  if (existsSync(path.join(dir, postgresql)))
    execFileSync("npx", ["prisma", "generate", "--schema", postgresql], quiet);
  execFileSync("npx", ["react-router", "build"], quiet);
  return { sha, dir };
}
