import type { Picture } from "~/components/landing/content";
import { enhanceData } from "~/enhance/contract";

/**
 * Pictures that follow the pointer. The server renders them as a still collage, which is what a visitor
 * without JavaScript keeps; the enhancing script (app/enhance/cursor-trail.ts) makes it the trail area.
 */
export function CursorTrail({ pictures, hint }: { pictures: Picture[]; hint: string }) {
  return (
    <ul className="collage" {...enhanceData({ cursorTrail: "", trailHint: hint })}>
      {pictures.map((picture) => (
        <li key={picture.src}>
          <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} />
        </li>
      ))}
    </ul>
  );
}
