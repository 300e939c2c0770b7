import { prefix, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** The question bank: questions kept by subject, chapter and topic, each change kept as a version. */
export const bankRoutes: AreaRoutes = {
  teacher: [
    route("teacher/bank", "routes/bank/teacher/bank.tsx"),
    route("teacher/bank/new", "routes/bank/teacher/new-question.tsx"),
    route("teacher/bank/duplicates", "routes/bank/teacher/duplicates.tsx"),
    route("teacher/bank/:questionId", "routes/bank/teacher/question.tsx", [
      route("remove", "routes/bank/teacher/remove-question.tsx"),
    ]),
    route("teacher/bank/:questionId/edit", "routes/bank/teacher/edit-question.tsx"),
  ],
  api: prefix("teacher/bank", [
    route("questions", "routes/bank/api/questions.ts"),
    route("questions/:id", "routes/bank/api/question.ts"),
    route("questions/:id/image", "routes/bank/api/question-image.ts"),
    route("chapters", "routes/bank/api/chapters.ts"),
    route("duplicates", "routes/bank/api/duplicates.ts"),
    route("duplicates/merge", "routes/bank/api/merge.ts"),
  ]),
};
