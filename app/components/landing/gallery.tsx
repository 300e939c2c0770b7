import { useTranslation } from "~/i18n/use-translation";
import { GALLERY } from "./content";
import { LazyPicture } from "./picture";

/**
 * A strip of pictures that scrolls by itself, with CSS only: the track holds the pictures twice and slides
 * by half its width, so the loop has no seam. The second copy is hidden from assistive technology. The
 * checkbox pauses it without JavaScript (WCAG 2.2.2); people who prefer reduced motion get a still grid.
 */
export function Gallery({ brand }: { brand: string }) {
  const { t } = useTranslation("public");
  return (
    <section className="landing-section gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">{t("Life at {{brand}}", { brand })}</h2>
      <input type="checkbox" id="gallery-pause" className="gallery-pause" />
      <label htmlFor="gallery-pause" className="gallery-pause-label">
        {t("Pause the gallery")}
      </label>
      <div className="marquee">
        <ul className="marquee-track">
          {GALLERY.map((picture) => (
            <li key={picture.src}>
              <LazyPicture picture={{ ...picture, alt: t(picture.alt) }} />
            </li>
          ))}
          {GALLERY.map((picture) => (
            <li key={`${picture.src}-again`} aria-hidden="true">
              <LazyPicture picture={{ ...picture, alt: "" }} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
