import { layout, prefix, type RouteConfig } from "@react-router/dev/routes";
import type { AreaRoutes } from "./routes/+shared/area-routes";
import { accountsRoutes } from "./routes/accounts/+routes";
import { admissionsRoutes } from "./routes/admissions/+routes";
import { assistantRoutes } from "./routes/assistant/+routes";
import { bankRoutes } from "./routes/bank/+routes";
import { bankImportsRoutes } from "./routes/bank-imports/+routes";
import { cardsRoutes } from "./routes/cards/+routes";
import { catalogueRoutes } from "./routes/catalogue/+routes";
import { classroomRoutes } from "./routes/classroom/+routes";
import { contentRoutes } from "./routes/content/+routes";
import { documentsRoutes } from "./routes/documents/+routes";
import { doubtsRoutes } from "./routes/doubts/+routes";
import { familiesRoutes } from "./routes/families/+routes";
import { feesRoutes } from "./routes/fees/+routes";
import { importsRoutes } from "./routes/imports/+routes";
import { marksRoutes } from "./routes/marks/+routes";
import { messagesRoutes } from "./routes/messages/+routes";
import { onlineTestsRoutes } from "./routes/online-tests/+routes";
import { apiNotFound, pageNotFound, publicRoutes } from "./routes/public/+routes";
import { seriesRoutes } from "./routes/series/+routes";
import { siteRoutes } from "./routes/site/+routes";
import { studentsRoutes } from "./routes/students/+routes";

// Each area owns its slice of the route table (app/routes/<area>/+routes.ts); this file only joins them.
const areas: AreaRoutes[] = [
  publicRoutes,
  siteRoutes,
  accountsRoutes,
  catalogueRoutes,
  studentsRoutes,
  cardsRoutes,
  importsRoutes,
  contentRoutes,
  doubtsRoutes,
  marksRoutes,
  onlineTestsRoutes,
  bankRoutes,
  bankImportsRoutes,
  seriesRoutes,
  feesRoutes,
  classroomRoutes,
  familiesRoutes,
  messagesRoutes,
  assistantRoutes,
  admissionsRoutes,
  documentsRoutes,
];

export default [
  ...areas.flatMap((area) => area.open ?? []),
  layout(
    "routes/frame/student/layout.tsx",
    areas.flatMap((area) => area.student ?? []),
  ),
  layout(
    "routes/frame/teacher/layout.tsx",
    areas.flatMap((area) => area.teacher ?? []),
  ),
  ...prefix("api/v1", [...areas.flatMap((area) => area.api ?? []), apiNotFound]),
  pageNotFound,
] satisfies RouteConfig;
