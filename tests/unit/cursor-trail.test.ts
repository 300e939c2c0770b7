import { describe, expect, it } from "vitest";
import { emptyTrail, moveTrail, type Point, TRAIL_RULES, type Trail } from "~/enhance/trail";

const PICTURES = 6;

/** Moves the pointer along the x axis in steps, as pointermove events would. */
function moveAlong(points: Point[], from: Trail = emptyTrail) {
  return points.reduce((trail, point) => moveTrail(trail, point, PICTURES), from);
}

const stepsOf = (step: number, count: number) => Array.from({ length: count + 1 }, (_, i) => ({ x: i * step, y: 0 }));

describe("the /demo cursor trail", () => {
  it("keeps SPEC's numbers: divisor 25, five visible, layers up to 40", () => {
    expect(TRAIL_RULES).toEqual({ distanceDivisor: 25, visible: 5, maxLayer: 40 });
  });

  it("lays nothing where the pointer is first seen", () => {
    expect(moveAlong([{ x: 100, y: 100 }]).images).toEqual([]);
  });

  it("lays a new image for every 25 pixels of movement, where the pointer is", () => {
    const short = moveAlong([
      { x: 0, y: 0 },
      { x: 24, y: 0 },
    ]);
    expect(short.images).toHaveLength(0);
    const trail = moveAlong([
      { x: 0, y: 0 },
      { x: 15, y: 20 },
    ]); // 25 pixels away, on the diagonal
    expect(trail.images).toEqual([{ x: 15, y: 20, key: 0, picture: 0, layer: 1 }]);
  });

  it("measures from the last image, not from the last pointer event", () => {
    const trail = moveAlong(stepsOf(10, 5)); // 0, 10 … 50: an image at 30; 40 and 50 are within 25 pixels of it
    expect(trail.images.map((image) => image.x)).toEqual([30]);
  });

  it("keeps only the five newest images and cycles through the pictures", () => {
    const trail = moveAlong(stepsOf(25, 8));
    expect(trail.laid).toBe(8);
    expect(trail.images.map((image) => image.key)).toEqual([3, 4, 5, 6, 7]);
    expect(trail.images.map((image) => image.picture)).toEqual([3, 4, 5, 0, 1]);
  });

  it("stacks each image above the last, cycling the layer back to 1 after 40", () => {
    const trail = moveAlong(stepsOf(25, 42));
    expect(trail.images.map((image) => image.layer)).toEqual([38, 39, 40, 1, 2]);
  });
});
