import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { HOVER_WORDS } from "./content";

/** 'Learn Grow Succeed With {brand}' in large letters; each word lifts and changes colour under the pointer. */
export function HoverWords({ brand }: { brand: string }) {
  const { t } = useTranslation("public");
  return (
    <p className="hover-words">
      {HOVER_WORDS.map((word) => (
        <Fragment key={word}>
          <span className="hover-word">{t(word)}</span>{" "}
        </Fragment>
      ))}
      <span className="hover-word hover-brand" translate="no">
        {brand}
      </span>
    </p>
  );
}
