import type { SitePicture } from "~/domain/site/settings.server";
import type { Picture } from "./content";

/** An image below the fold: its box is reserved (width, height) and it is fetched only as it nears the screen. */
export function LazyPicture({ picture, className }: { picture: Picture | SitePicture; className?: string }) {
  return (
    <img
      src={picture.src}
      srcSet={"srcSet" in picture ? picture.srcSet : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
