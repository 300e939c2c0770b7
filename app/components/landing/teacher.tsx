import { TEACHER } from "./content";
import { LazyPicture } from "./picture";

export function Teacher() {
  return (
    <section className="landing-section teacher" aria-labelledby="teacher-title">
      <LazyPicture picture={TEACHER.picture} className="teacher-picture" />
      <div>
        <h2 id="teacher-title">Meet your teacher</h2>
        <p className="lead">
          <strong>{TEACHER.name}</strong>, {TEACHER.role}
        </p>
        {TEACHER.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
