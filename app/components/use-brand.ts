import { useRouteLoaderData } from "react-router";
import type { Brand } from "~/domain/site/settings.server";

/** The institute's name, logo and contacts, read once by the root loader for every page's header and footer. */
export function useBrand(): Brand | undefined {
  return useRouteLoaderData<{ brand: Brand }>("root")?.brand;
}
