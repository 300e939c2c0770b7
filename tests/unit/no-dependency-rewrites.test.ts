import { existsSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import type { Alias, ConfigEnv, Plugin, PluginOption, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

// Development and production run the same dependency code (decision 190): the build adds no plugin of its own
// (nothing that could transform, load or swap a module of node_modules), and its aliases name only the app's
// own folder or a file a package ships, unchanged.
const root = path.resolve(import.meta.dirname, "../..");
const environments: ConfigEnv[] = [
  { command: "build", mode: "production", isSsrBuild: true },
  { command: "build", mode: "production", isSsrBuild: false },
  { command: "serve", mode: "development" },
];

async function pluginsOf(option: PluginOption): Promise<Plugin[]> {
  const resolved = await option;
  if (Array.isArray(resolved)) return (await Promise.all(resolved.map(pluginsOf))).flat();
  return resolved ? [resolved as Plugin] : [];
}

const configFor = (environment: ConfigEnv) => (viteConfig as (environment: ConfigEnv) => UserConfig)(environment);

describe.each(environments)("the Vite config ($command, server build: $isSsrBuild)", (environment) => {
  it("has React Router's plugins and no others", async () => {
    const names = async (option: PluginOption) => (await pluginsOf(option)).map((plugin) => plugin.name);
    expect(await names(configFor(environment).plugins)).toEqual(await names(reactRouter()));
  });

  it("aliases only the app's folder or files the packages ship", () => {
    const aliases = (configFor(environment).resolve?.alias ?? []) as Alias[];
    for (const { replacement } of aliases) {
      const inApp = replacement === path.join(root, "app");
      const shipped = replacement.startsWith(path.join(root, "node_modules")) && existsSync(replacement);
      expect(inApp || shipped, replacement).toBe(true);
    }
  });
});

it("keeps no build plugins of its own beside vite.config.ts", () => {
  expect(existsSync(path.join(root, "vite"))).toBe(false);
});
