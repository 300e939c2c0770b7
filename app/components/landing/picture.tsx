import type { Picture } from "./content";

/** An image below the fold: its box is reserved (width, height) and it is fetched only as it nears the screen. */
export function LazyPicture({ picture, className }: { picture: Picture; className?: string }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
