import { BatchCard } from "~/components/batch-card";
import { COURSES } from "./content";

/** 'Our Batches' in the top bar leads here (#batches). */
export function Programs() {
  return (
    <section id="batches" className="landing-section" aria-labelledby="batches-title">
      <h2 id="batches-title">Our Batches</h2>
      <p className="muted">Twelve-month offline courses, taught in small batches.</p>
      <div className="grid">
        {COURSES.map((course) => (
          <BatchCard
            key={course.name}
            name={course.name}
            subjects={course.subjects.map((subject_name, id) => ({ id, subject_name }))}
          />
        ))}
      </div>
    </section>
  );
}
