import { assertTeacher } from "~/domain/access/guards.server";
import { readGstSettings, saveGstSettings } from "~/domain/fees/gst/gst-settings.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { gstSettingsSchema } from "~/schemas/gst";

/** GET /teacher/fees/gst: whether the institute is GST-registered, its GSTIN and state, whether fees include GST. */
export const loader = apiHandler(async ({ actor }) => {
  assertTeacher(actor);
  return { gst: await readGstSettings(), message: "GST settings" };
});

/** PUT: the same fields as the Site page's GST form (booleans for its ticks); a wrong GSTIN is a 400 at `gstin`. */
export const action = apiActions({
  PUT: async ({ request, actor }) => {
    assertTeacher(actor);
    const { message } = await saveGstSettings(actor, parseInput(gstSettingsSchema, await readJson(request)));
    return { gst: await readGstSettings(), message };
  },
});
