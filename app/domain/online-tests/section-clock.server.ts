import type { Prisma } from "~/generated/prisma/client";

/** A paper's section as the clock needs it: its place in the order, its name and its minutes (null: no clock). */
export type ClockSection = { position: number; name: string; durationMinutes: number | null };

/** What an attempt stores of its sections: the one being taken and when it closes (null: no section clocks). */
export type SectionState = { section: number; sectionEndsAt: Date | null };

/** A section still open to the attempt: when it closes. */
export type SectionWindow = { position: number; name: string; endsAt: Date };

const minutes = (section: ClockSection) => (section.durationMinutes ?? 0) * 60_000;

/** The sections of a paper in order, each with its own clock or not. */
export const paperSections = (tx: Pick<Prisma.TransactionClient, "paperSection">, testId: number) =>
  tx.paperSection.findMany({
    where: { testId },
    orderBy: { position: "asc" },
    select: { position: true, name: true, durationMinutes: true },
  });

/** Whether the paper's sections run one after another, each on its own clock. */
export const timedBySection = (timing: string, sections: ClockSection[]) =>
  timing === "each" && sections.length > 0 && sections.every((section) => section.durationMinutes !== null);

/**
 * Where an attempt of a paper timed by section starts: the first section, closing after its own minutes; the
 * attempt's deadline is the end of the last one. Every end is capped by the window's close.
 */
export function firstSection(sections: ClockSection[], at: Date, closesAt: Date) {
  const cap = (time: number) => new Date(Math.min(time, closesAt.getTime()));
  const total = sections.reduce((sum, section) => sum + minutes(section), 0);
  return {
    section: sections[0].position,
    sectionEndsAt: cap(at.getTime() + minutes(sections[0])),
    deadline: cap(at.getTime() + total),
  };
}

/**
 * The sections still open to the attempt, in order: the stored one closes at its stored time, and each after it
 * starts when the one before closed (a section whose time ran out hands over to the next by itself, whether or
 * not the student was there). Sections before the stored one are closed.
 */
export function openSections(sections: ClockSection[], state: SectionState): SectionWindow[] {
  if (!state.sectionEndsAt) return [];
  const windows: SectionWindow[] = [];
  let endsAt = state.sectionEndsAt.getTime();
  for (const section of sections) {
    if (section.position < state.section) continue;
    if (section.position > state.section) endsAt += minutes(section);
    windows.push({ position: section.position, name: section.name, endsAt: new Date(endsAt) });
  }
  return windows;
}

/** The section being taken at `at`: the first open one not yet closed; null once the last has closed. */
export const sectionNow = (windows: SectionWindow[], at: Date) =>
  windows.find((window) => at.getTime() <= window.endsAt.getTime()) ?? null;

/**
 * 'Finish section': the next section starts now with its full time, and the attempt's deadline comes forward by
 * what the finished section had left. Null when the section finished is the last (then the test is submitted).
 */
export function nextSection(sections: ClockSection[], current: number, at: Date, closesAt: Date) {
  const later = sections.filter((section) => section.position > current);
  if (later.length === 0) return null;
  return firstSection(later, at, closesAt);
}
