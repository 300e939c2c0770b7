import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { CATALOGUES_ELEMENT_ID } from "./components/page-catalogues";
import { catalogueFetcher } from "./i18n/catalogue-fetcher";
import { I18NEXT_OPTIONS } from "./i18n/languages";

/**
 * Hydrates with the words the page brought (see PageCatalogues): the browser starts in the page's language
 * with its catalogues already there, and fetches another only when a navigation reaches a screen needing it.
 */
const { language, catalogues } = JSON.parse(document.getElementById(CATALOGUES_ELEMENT_ID)?.textContent ?? "{}");
const i18n = createInstance({
  ...I18NEXT_OPTIONS,
  lng: language,
  ns: Object.keys(catalogues ?? {}),
  resources: { [language]: catalogues },
  partialBundledLanguages: true,
  initAsync: false,
});
i18n.use(catalogueFetcher).use(initReactI18next).init();

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
