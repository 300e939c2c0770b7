import { saveResultsCall } from "./+shared/save-results";

/** POST /test/marks/{testId}: a test's marks, entered for the first time. */
export const action = saveResultsCall;
