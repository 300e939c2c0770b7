import type { ChapterFigures } from "~/domain/series/chapters.server";
import type { Standing } from "~/domain/series/ranks.server";
import type { seriesTestOf } from "~/domain/series/series.server";
import type { SeriesStandings, StudentStanding } from "~/domain/series/standings.server";

/** The API's words for a series and its standings (snake_case), made here so the pages and the API change apart. */

type SeriesTest = ReturnType<typeof seriesTestOf>;

export const presentSeriesTest = (test: SeriesTest) => ({
  id: test.id,
  test_name: test.name,
  date: test.date,
  max_marks: test.maxMarks,
  published: test.published,
  batch_id: test.batchId,
  batch_name: test.batchName,
  subject_name: test.subjectName,
});

export const presentSeries = (series: { id: number; name: string; tests?: SeriesTest[] }) => ({
  id: series.id,
  name: series.name,
  ...(series.tests ? { tests: series.tests.map(presentSeriesTest) } : {}),
});

const presentPlace = (place: Standing["inBatch"]) => ({
  rank: place.rank,
  students: place.count,
  percentile: place.percentile,
});

const presentChapter = (chapter: ChapterFigures) => ({
  chapter: chapter.chapter,
  attempted: chapter.attempted,
  correct: chapter.correct,
  unanswered: chapter.unanswered,
  accuracy: chapter.accuracy,
  average_seconds: chapter.averageSeconds,
});

/** GET /teacher/series/{id}: the series, its batches, and one batch's page of standings with its chapters. */
export const presentSeriesStandings = (view: SeriesStandings) => ({
  series: presentSeries({ ...view.series, tests: view.tests }),
  batches: view.batches.map((batch) => ({ id: batch.id, batch_name: batch.name })),
  batch_id: view.batch?.id ?? null,
  standings: view.standings.map((row) => ({
    student_id: row.studentId,
    name: row.name,
    roll_no: row.rollNo,
    cumulative: row.cumulative,
    in_batch: presentPlace(row.inBatch),
    in_series: presentPlace(row.inSeries),
    scores: view.batchTests.map((test, index) => ({ test_id: test.id, marks: row.scores[index] })),
  })),
  total: view.total,
  page: view.page,
  pages: view.pages,
  chapters: view.chapters.map(presentChapter),
  weakest_chapters: view.weakest.map(presentChapter),
});

/** GET /series/{id} with a student's token: their own scores, standing and chapters, nobody else's. */
export const presentStudentStanding = (view: StudentStanding) => ({
  series: presentSeries(view.series),
  tests: view.tests.map((test) => ({ ...presentSeriesTest(test), marks: test.marks })),
  out_of: view.outOf,
  standing: view.standing && {
    cumulative: view.standing.cumulative,
    in_batch: presentPlace(view.standing.inBatch),
    in_series: presentPlace(view.standing.inSeries),
  },
  chapters: view.chapters.map(presentChapter),
});
