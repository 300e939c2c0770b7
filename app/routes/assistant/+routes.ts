import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** The assistant's dialog on a batch's page. */
export const assistantOnBatchPage = [route("subjects/:subjectId/assistant", "routes/assistant/teacher/assistant.tsx")];

/** The teacher's AI assistant: its streamed answer, and the API's generation call. */
export const assistantRoutes: AreaRoutes = {
  open: [
    route(
      "teacher/course/:batchId/subjects/:subjectId/assistant/stream",
      "routes/assistant/teacher/assistant-stream.ts",
    ),
  ],
  api: [route("files/generate", "routes/assistant/api/generate.ts")],
};
