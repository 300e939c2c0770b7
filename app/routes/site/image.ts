import { data } from "react-router";
import { readSiteImage } from "~/domain/site/images.server";
import type { Route } from "./+types/image";

/** A site photo or logo. Each upload gets a new random name, so an address never changes content: cache for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const bytes = await readSiteImage(params.file);
  if (!bytes) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
