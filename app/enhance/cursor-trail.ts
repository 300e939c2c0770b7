import { readData, selector } from "./contract";
import { emptyTrail, moveTrail, type Trail } from "./trail";

/** The pictures of the still collage, as the trail lays them (decorative there: the collage named them). */
function pictureOf(image: HTMLImageElement) {
  const picture = document.createElement("img");
  picture.className = "trail-image";
  picture.alt = "";
  for (const name of ["src", "width", "height"]) picture.setAttribute(name, image.getAttribute(name) ?? "");
  return picture;
}

/** Lays the trail's images in the area: new ones added, gone ones removed, those still there left alone. */
function drawTrail(area: HTMLElement, trail: Trail, pictures: HTMLImageElement[], laid: Map<number, HTMLElement>) {
  const keep = new Set(trail.images.map((image) => image.key));
  for (const [key, element] of laid) {
    if (keep.has(key)) continue;
    element.remove();
    laid.delete(key);
  }
  for (const image of trail.images) {
    if (laid.has(image.key)) continue;
    const element = pictureOf(pictures[image.picture]);
    Object.assign(element.style, { left: `${image.x}px`, top: `${image.y}px`, zIndex: String(image.layer) });
    area.append(element);
    laid.set(image.key, element);
  }
}

/**
 * /demo: the server renders the pictures as a still collage, which is what a visitor without JavaScript keeps;
 * here the collage gives way to an area where the pictures follow the pointer (rules in ./trail).
 */
export function enhanceCursorTrail() {
  const collage = document.querySelector<HTMLElement>(selector("cursorTrail"));
  if (!collage) return;
  const pictures = [...collage.querySelectorAll("img")];
  const area = document.createElement("div");
  const hint = document.createElement("p");
  area.className = "trail-area";
  hint.className = "trail-hint";
  hint.textContent = readData(collage, "trailHint");
  area.append(hint);
  collage.replaceWith(area);
  let trail = emptyTrail;
  const laid = new Map<number, HTMLElement>();
  area.addEventListener("pointermove", (event) => {
    const box = area.getBoundingClientRect();
    trail = moveTrail(trail, { x: event.clientX - box.left, y: event.clientY - box.top }, pictures.length);
    drawTrail(area, trail, pictures, laid);
  });
}
