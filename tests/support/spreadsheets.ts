/** Real spreadsheet files for the import tests, made with the spreadsheet library a teacher's Excel file could be. */
export async function workbookBytes(sheets: Record<string, unknown[][]>) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV file's text from rows (cells with a comma or quote are quoted). */
export const csvText = (rows: (string | number)[][]) =>
  `${rows
    .map((row) =>
      row.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : cell)).join(","),
    )
    .join("\n")}\n`;
