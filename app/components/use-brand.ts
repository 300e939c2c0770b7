import type { Brand } from "~/domain/site/settings.server";
import { useRootData } from "./root-data";

/** The institute's name, logo and contacts, read once by the root loader for every page's header and footer. */
export function useBrand(): Brand | undefined {
  return useRootData()?.brand;
}
