import { expect, test } from "@playwright/test";
import { batchWithStudents, studentToken } from "../support/api";
import { testWithMarks } from "../support/families";
import { uniqueName } from "../support/people";

test("a teacher's series: made, renamed, its tests in and out, its standings; a student reads only their own", async ({
  request,
}) => {
  const setup = await batchWithStudents(request, "Physics", ["Rani", "Sona", "Tara"]);
  const { teacher } = setup;
  const [, sona] = setup.students;
  // Rani 80+50+40 = 170, Sona 70+60+40 = 170, Tara 70+60+30 = 160.
  const testIds = [
    await testWithMarks(request, setup, "Series mock 1", [80, 70, 70]),
    await testWithMarks(request, setup, "Series mock 2", [50, 60, 60]),
    await testWithMarks(request, setup, "Series mock 3", [40, 40, 30]),
  ];
  for (const id of testIds) {
    const published = await request.post(`/api/v1/test/publish/${id}`, {
      headers: teacher,
      data: { tell_families: false },
    });
    expect(published.status()).toBe(200);
  }
  const student = { Authorization: await studentToken(request, sona.email, sona.password) };
  const name = uniqueName("JEE Main mock series");
  const listed = async () =>
    JSON.stringify(await (await request.get("/api/v1/teacher/series", { headers: teacher })).json());

  // Bad input and the wrong person change nothing.
  expect((await request.post("/api/v1/teacher/series", { headers: teacher, data: { name: " " } })).status()).toBe(400);
  expect((await request.post("/api/v1/teacher/series", { headers: student, data: { name } })).status()).toBe(403);
  expect(await listed()).not.toContain(name);

  const created = await request.post("/api/v1/teacher/series", { headers: teacher, data: { name } });
  expect(created.status()).toBe(201);
  const seriesId = (await created.json()).series.id as number;
  expect((await request.post("/api/v1/teacher/series", { headers: teacher, data: { name } })).status()).toBe(409);
  const at = `/api/v1/teacher/series/${seriesId}`;
  const renamed = `${name} 2027`;
  expect((await request.patch(at, { headers: teacher, data: { name: renamed } })).status()).toBe(200);
  expect((await request.patch(at, { headers: teacher, data: { name: "" } })).status()).toBe(400);
  expect(await listed()).toContain(renamed);

  for (const id of testIds)
    expect((await request.post(`${at}/tests`, { headers: teacher, data: { test_id: id } })).status()).toBe(200);
  expect((await request.post(`${at}/tests`, { headers: teacher, data: { test_id: "one" } })).status()).toBe(400);
  expect((await request.post(`${at}/tests`, { headers: teacher, data: { test_id: 99_999_999 } })).status()).toBe(404);
  expect((await request.get("/api/v1/teacher/series/abc", { headers: teacher })).status()).toBe(400);

  const standings = await (await request.get(at, { headers: teacher })).json();
  expect(standings.series.tests.map((each: { id: number }) => each.id)).toEqual(testIds);
  expect(
    standings.standings.map(
      (row: { name: string; cumulative: number; in_batch: { rank: number; percentile: number } }) => [
        row.name,
        row.cumulative,
        row.in_batch.rank,
        row.in_batch.percentile,
      ],
    ),
  ).toEqual([
    ["Rani Test", 170, 1, 100],
    ["Sona Test", 170, 1, 100],
    ["Tara Test", 160, 3, 33.33],
  ]);

  // The student's own standing: their scores and place, never another student's name or the class's list.
  const own = await request.get(`/api/v1/series/${seriesId}`, { headers: student });
  expect(own.status()).toBe(200);
  const mine = await own.json();
  expect(mine.tests.map((each: { marks: number }) => each.marks)).toEqual([70, 60, 40]);
  expect(mine.standing).toEqual({
    cumulative: 170,
    in_batch: { rank: 1, students: 3, percentile: 100 },
    in_series: { rank: 1, students: 3, percentile: 100 },
  });
  const text = JSON.stringify(mine);
  for (const other of ["Rani", "Tara", "standings"]) expect(text).not.toContain(other);
  expect((await request.get(at, { headers: student })).status()).toBe(403);
  const outsider = { Authorization: await studentToken(request) };
  expect((await request.get(`/api/v1/series/${seriesId}`, { headers: outsider })).status()).toBe(403);

  // Taking a test out, twice: the second finds nothing to take out. Deleting the series keeps its tests.
  expect((await request.delete(`${at}/tests`, { headers: teacher, data: { test_id: testIds[2] } })).status()).toBe(200);
  expect((await request.delete(`${at}/tests`, { headers: teacher, data: { test_id: testIds[2] } })).status()).toBe(404);
  expect((await (await request.get(`/api/v1/series/${seriesId}`, { headers: student })).json()).standing).toMatchObject(
    {
      cumulative: 130,
    },
  );
  expect((await request.delete(at, { headers: teacher })).status()).toBe(200);
  expect((await request.get(at, { headers: teacher })).status()).toBe(404);
  expect((await request.get(`/api/v1/test/getResults/${testIds[0]}`, { headers: teacher })).status()).toBe(200);
});
