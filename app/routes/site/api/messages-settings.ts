import { assertTeacher } from "~/domain/access/guards.server";
import { messagingSetup, saveMessagingSettings } from "~/domain/messages/provider-settings.server";
import { apiActions, apiHandler, parseInput, readJson } from "~/http/api.server";
import { messagingSettingsSchema } from "~/schemas/messages";
import { settingsAnswer } from "./+presenter";

/** GET /teacher/messages/settings: how messages reach phones; of each secret only whether it is set. */
export const loader = apiHandler(async ({ actor }) => {
  assertTeacher(actor);
  return { ...settingsAnswer(await messagingSetup(actor)), message: "Message set-up" };
});

/** PUT: the whole set-up, as the Site page's form sends it; a secret left out (or "") stays, `remove_…: true` clears it. */
export const action = apiActions({
  PUT: async ({ request, actor }) => {
    assertTeacher(actor);
    const { message } = await saveMessagingSettings(
      actor,
      parseInput(messagingSettingsSchema, await readJson(request)),
    );
    return { ...settingsAnswer(await messagingSetup(actor)), message };
  },
});
