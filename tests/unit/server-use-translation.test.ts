import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation.server";

// Decision 177: the server build's useTranslation keeps one answer per language instance and namespace.
function Words({ namespace }: { namespace?: string }) {
  const { t, i18n } = useTranslation(namespace);
  return createElement("p", { lang: i18n.language }, t("Language"));
}

let answer: ReturnType<typeof useTranslation> | undefined;
function Probe() {
  answer = useTranslation("common");
  return null;
}

const rendered = (language: "en" | "hi", namespace?: string) =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(Words, { namespace })),
  );

describe("server rendering's useTranslation", () => {
  it("says each request's words in that request's language, whichever language was rendered first", () => {
    expect(rendered("hi")).toBe('<p lang="hi">भाषा</p>');
    expect(rendered("en")).toBe('<p lang="en">Language</p>');
    expect(rendered("hi", "teacher")).toBe('<p lang="hi">भाषा</p>');
    expect(rendered("en", "teacher")).toBe('<p lang="en">Language</p>');
  });

  it("gives react-i18next's shape: [t, i18n, ready] with the same names", () => {
    renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor("hi") }, createElement(Probe)));
    expect(answer?.[0]).toBe(answer?.t);
    expect(answer?.[1]).toBe(i18nFor("hi"));
    expect(answer?.ready).toBe(true);
  });

  it("keeps each plain word's translation, and still fills in values and plurals every time", () => {
    renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor("hi") }, createElement(Probe)));
    const t = answer?.t;
    if (!t) throw new Error("no translation function");
    expect(t("Language")).toBe("भाषा");
    expect(t("Language")).toBe("भाषा");
    expect(t("A sentence no catalogue has")).toBe("A sentence no catalogue has");
    expect(t("Invalid {{label}} id", { label: "x" })).not.toBe(t("Invalid {{label}} id", { label: "y" }));
  });
});
