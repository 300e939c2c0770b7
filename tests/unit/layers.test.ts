import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesDir = path.resolve(import.meta.dirname, "../../app/routes");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe("the three layers (DESIGN.md)", () => {
  it("keeps the Prisma client out of route modules", () => {
    const offenders = filesUnder(routesDir).filter((file) =>
      /from "~\/(db\.server|generated\/prisma)/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
