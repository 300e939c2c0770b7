import { publishAction } from "../+shared/publish.server";

/** 'Publish results' (POST …/tests/:testId/publish): the test's students see its marks. */
export const action = publishAction(true);
