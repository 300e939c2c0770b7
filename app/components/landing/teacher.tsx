import type { LandingPage } from "~/domain/site/landing.server";
import { LazyPicture } from "./picture";

export function Teacher({ teacher }: { teacher: NonNullable<LandingPage["teacher"]> }) {
  return (
    <section className="landing-section teacher" aria-labelledby="teacher-title">
      {teacher.picture ? <LazyPicture picture={teacher.picture} className="teacher-picture" /> : null}
      <div>
        <h2 id="teacher-title">Meet your teacher</h2>
        <p className="lead">
          <strong>{teacher.name}</strong>
          {teacher.title ? `, ${teacher.title}` : null}
        </p>
        {teacher.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
