import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/http/root-data.server";

/** What the root route loaded for every page (the brand, who is signed in, the form token), read anywhere below it. */
export const useRootData = () => useRouteLoaderData<RootData>("root");
