import { SAMPLE_RESULT, TOPPERS } from "./content";
import { LazyPicture } from "./picture";

export function Toppers() {
  const { topper, score, className } = SAMPLE_RESULT;
  return (
    <section className="landing-section" aria-labelledby="toppers-title">
      <h2 id="toppers-title">Our Toppers</h2>
      <div className="toppers">
        <ul className="topper-gallery">
          {TOPPERS.map((student) => (
            <li key={student.name}>
              <figure>
                <LazyPicture picture={student.picture} />
                <figcaption>
                  {student.name}
                  <span className="muted">{student.className}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <article className="card result-card" aria-labelledby="result-title">
          <LazyPicture picture={topper.picture} />
          <h3 id="result-title">{topper.name}</h3>
          <p className="result-score">{score}</p>
          <p>in {className}</p>
        </article>
      </div>
    </section>
  );
}
