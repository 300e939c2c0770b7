import { readBrand } from "~/domain/site/settings.server";

/** What the visitors' short pages say about the institute: its name and contact e-mail from the Site page. */
export const publicPageData = async () => {
  const brand = await readBrand();
  return { brand: brand.name, contactEmail: brand.contactEmail };
};
