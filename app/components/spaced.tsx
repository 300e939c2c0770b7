import { Children, Fragment, isValidElement, type ReactNode } from "react";

/**
 * Its children with a space between each two. The CSS sets a row's buttons and links apart with gaps, which a
 * text browser (w3m, Lynx) does not draw, so without the space it runs their words together ("EditDelete").
 * In a flex row the space takes no room. A fragment's children count one by one.
 */
export function Spaced({ children }: { children: ReactNode }) {
  // The rows are fixed lists of links and buttons that never reorder, so their places are their keys.
  return flat(children).map((child, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 ? " " : null}
      {child}
    </Fragment>
  ));
}

const flat = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? flat(child.props.children) : [child],
  );
