// The cursor trail of /demo as a pure function, so its rules can be tested without a browser.

/** /demo: a new image for every 25 pixels of movement, 5 visible at once, layers cycling up to 40. */
export const TRAIL_RULES = { distanceDivisor: 25, visible: 5, maxLayer: 40 } as const;

export type Point = { x: number; y: number };
export type TrailImage = Point & { key: number; picture: number; layer: number };
/** `anchor` is where the last image was laid (or the pointer first seen); `laid` counts every image so far. */
export type Trail = { anchor: Point | null; laid: number; images: TrailImage[] };

export const emptyTrail: Trail = { anchor: null, laid: 0, images: [] };

/** The trail after the pointer moves to `point`, cycling through `pictureCount` pictures. */
export function moveTrail(trail: Trail, point: Point, pictureCount: number): Trail {
  if (!trail.anchor) return { ...trail, anchor: point };
  const distance = Math.hypot(point.x - trail.anchor.x, point.y - trail.anchor.y);
  if (distance < TRAIL_RULES.distanceDivisor) return trail;
  const image: TrailImage = {
    ...point,
    key: trail.laid,
    picture: trail.laid % pictureCount,
    layer: (trail.laid % TRAIL_RULES.maxLayer) + 1,
  };
  return { anchor: point, laid: trail.laid + 1, images: [...trail.images, image].slice(-TRAIL_RULES.visible) };
}
