import type { LandingPage } from "~/domain/site/landing.server";
import { useTranslation } from "~/i18n/use-translation";
import { LazyPicture } from "./picture";

type Props = { toppers: LandingPage["toppers"]; highlighted: LandingPage["highlighted"] };

export function Toppers({ toppers, highlighted }: Props) {
  const { t } = useTranslation("public");
  return (
    <section className="landing-section" aria-labelledby="toppers-title">
      <h2 id="toppers-title">{t("Our Toppers")}</h2>
      <div className="toppers">
        <ul className="topper-gallery" translate="no">
          {toppers.map((topper) => (
            <li key={topper.id}>
              <figure>
                {topper.picture ? <LazyPicture picture={topper.picture} /> : null}
                <figcaption>
                  {topper.name}{" "}
                  <span className="muted">
                    {topper.className}, {topper.score}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {highlighted ? (
          <article className="card result-card" aria-labelledby="result-title">
            {highlighted.picture ? <LazyPicture picture={highlighted.picture} /> : null}
            <h3 id="result-title" translate="no">
              {highlighted.name}
            </h3>
            <p className="result-score" translate="no">
              {highlighted.score}
            </p>
            <p>{t("in {{className}}", { className: highlighted.className })}</p>
          </article>
        ) : null}
      </div>
    </section>
  );
}
