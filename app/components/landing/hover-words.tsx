import { Fragment } from "react";
import { HOVER_WORDS } from "./content";

/** 'Learn Grow Succeed With {brand}' in large letters; each word lifts and changes colour under the pointer. */
export function HoverWords({ brand }: { brand: string }) {
  return (
    <p className="hover-words">
      {HOVER_WORDS.map((word) => (
        <Fragment key={word}>
          <span className="hover-word">{word}</span>{" "}
        </Fragment>
      ))}
      <span className="hover-word hover-brand">{brand}</span>
    </p>
  );
}
