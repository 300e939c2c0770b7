import { data } from "react-router";
import type { User } from "~/domain/access/actor";
import { invalid } from "~/domain/core/errors.server";
import type { ReceivedFile } from "~/domain/files/stored-files";
import { importMarksCsv } from "~/domain/marks/csv.server";
import { translateMessage } from "~/http/language.server";
import { answerRefusal } from "~/http/refusals.server";
import { streamOf } from "~/http/uploads.server";

/**
 * 'Import CSV': the file's marks fill the sheet for review, and nothing is saved. A file that cannot be
 * read answers with its message beside the import form.
 */
export async function answerMarksImport(teacher: User, testId: number, csv: ReceivedFile | null) {
  return answerRefusal(
    async () => {
      if (!csv) throw invalid("Choose a CSV file to import.");
      return { imported: await importMarksCsv(teacher, testId, streamOf(csv)) };
    },
    ({ message }) => data({ importError: translateMessage(message) }, { status: 400 }),
  );
}
