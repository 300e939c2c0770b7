import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { FormToken } from "./form-token";
import { Spaced } from "./spaced";

/**
 * 'English' / 'हिन्दी': a plain form, so it works without JavaScript and in text browsers. It posts to
 * /language, which keeps the choice (a cookie for a year, and the account when signed in) and comes back
 * to this same page. A full page load follows, since every word on it changes.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <form method="post" action="/language" className="language-switch">
      <FormToken />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <Spaced>
        <span className="visually-hidden">{t("Language")}</span>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            className="language-button"
            aria-current={i18n.language === language ? "true" : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </Spaced>
    </form>
  );
}
