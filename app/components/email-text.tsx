import { Fragment } from "react";

/**
 * An e-mail address that may wrap on a narrow screen at its natural joints (after "@", before a dot, after
 * a hyphen or underscore) rather than in the middle of a name or off the edge of the card.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@_-])|(?=\.)/);
  return (
    <span className="email-text">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
