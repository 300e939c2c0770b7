import { apiHandler } from "~/http/api.server";
import { saveResultsCall } from "../+shared/save-results";

/** POST /test/marks/{testId}: a test's marks, entered for the first time. */
export const action = apiHandler(saveResultsCall);
