import { publishAction } from "../+shared/publish.server";

/** 'Unpublish' (POST …/tests/:testId/unpublish): the test's marks are hidden from its students again. */
export const action = publishAction(false);
