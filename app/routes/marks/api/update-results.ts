import { apiActions } from "~/http/api.server";
import { saveResultsCall } from "../+shared/save-results";

/** PUT /test/updateResult/{testId}: a test's marks, corrected. */
export const action = apiActions({ PUT: saveResultsCall });
