import { useEffect, useState } from "react";
import type { Picture } from "~/components/landing/content";
import { emptyTrail, moveTrail } from "./trail";

/**
 * Pictures that follow the pointer. The server renders them as a still collage, which is what a visitor
 * without JavaScript keeps; once the script runs, the collage gives way to the empty trail area.
 */
export function CursorTrail({ pictures }: { pictures: Picture[] }) {
  const [scripted, setScripted] = useState(false);
  const [trail, setTrail] = useState(emptyTrail);
  useEffect(() => setScripted(true), []);

  if (!scripted) {
    return (
      <ul className="collage">
        {pictures.map((picture) => (
          <li key={picture.src}>
            <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      className="trail-area"
      onPointerMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const point = { x: event.clientX - box.left, y: event.clientY - box.top };
        setTrail((current) => moveTrail(current, point, pictures.length));
      }}
    >
      <p className="trail-hint">Move your pointer here</p>
      {trail.images.map((image) => {
        const picture = pictures[image.picture];
        return (
          <img
            key={image.key}
            className="trail-image"
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            style={{ left: image.x, top: image.y, zIndex: image.layer }}
          />
        );
      })}
    </div>
  );
}
