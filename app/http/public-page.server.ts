import { config } from "~/config.server";

/** What the visitors' pages need for their top bar and footer. */
export const publicPageData = () => ({ brand: config.INSTITUTE_NAME, contactEmail: config.CONTACT_EMAIL });
