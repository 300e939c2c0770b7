import type { BackendModule } from "i18next";

/**
 * Loads a catalogue the page did not bring, from /locales/{language}/{namespace}.json. Written here
 * rather than taken from i18next-http-backend: that library's request options and XHR fallback are
 * weight the teacher's pages would carry for one fetch.
 */
export const catalogueFetcher: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, done) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then(
        (catalogue) => done(null, catalogue),
        (error) => done(error, false),
      );
  },
};
