import http from "node:http";
import { expect, test } from "@playwright/test";

/** A GET with a Host header of our choosing, as anyone can send one. */
const getWithHost = (url: string, host: string) =>
  new Promise<string>((resolve, reject) => {
    const request = http.get(url, { headers: { Host: host } }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve(text));
    });
    request.on("error", reject);
  });

// The test server's PUBLIC_URL is its default, http://localhost:{PORT}: the address the tests reach it by.
test("a forged Host changes no address on the landing page, neither for the forger nor for the next visitor", async ({
  request,
  baseURL,
}) => {
  const forged = await getWithHost(`${baseURL}/`, "evil.test");
  const visitor = await (await request.get("/")).text();
  for (const page of [forged, visitor]) {
    expect(page).not.toContain("evil.test");
    expect(page).toContain(`<meta property="og:url" content="${baseURL}/"/>`);
    expect(page).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect(page).toContain(`"url":"${baseURL}/"`);
  }
});

test("robots.txt and the sitemap name PUBLIC_URL whatever the Host", async ({ baseURL }) => {
  const robots = await getWithHost(`${baseURL}/robots.txt`, "evil.test");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await getWithHost(`${baseURL}/sitemap.xml`, "evil.test");
  expect(sitemap).toContain(`<loc>${baseURL}/register</loc>`);
  for (const text of [robots, sitemap]) expect(text).not.toContain("evil.test");
});
