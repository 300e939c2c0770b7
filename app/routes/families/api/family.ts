import { familyPage } from "~/domain/families/family-page.server";
import { apiHandler, queryOf } from "~/http/api.server";
import { pageField } from "~/schemas/paging";
import { presentFamilyPage } from "./+presenter";

/** GET /family/{token}: the parent page's data, for anyone holding the link; 404 made up, 410 revoked. */
export const loader = apiHandler(async ({ request, params }) => {
  const page = pageField.safeParse(queryOf(request).page);
  return presentFamilyPage(await familyPage(params.token ?? "", page.success ? page.data : 1));
});
