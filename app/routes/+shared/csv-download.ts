/** A CSV file the browser saves rather than shows; marks are private, so nothing keeps a copy. */
export function csvDownload({ filename, csv }: { filename: string; csv: string }) {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
