import { familyPage } from "~/domain/families/family-page.server";
import { apiHandler } from "~/http/api.server";
import { pageOf } from "~/http/pages.server";
import { presentFamilyPage } from "./+presenter";

/** GET /family/{token}: the parent page's data, for anyone holding the link; 404 made up, 410 revoked. */
export const loader = apiHandler(async ({ request, params }) => {
  return presentFamilyPage(await familyPage(params.token ?? "", pageOf(request)));
});
