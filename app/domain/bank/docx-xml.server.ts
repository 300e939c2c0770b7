/** An XML element as the Word reader walks it: its name with its prefix ("w:p", "m:f"), attributes and children. */
export type XmlNode = { name: string; attributes: Record<string, string>; children: (XmlNode | string)[] };

/**
 * A whole XML part of a Word document as a tree. saxes (already here through exceljs) is loaded when a document is
 * read, not at start. It reads no DTD and fetches nothing, so a document cannot make it expand entities or reach
 * out. Throws on XML that is not well formed.
 */
export async function parseXml(xml: string): Promise<XmlNode> {
  const { SaxesParser } = await import("saxes");
  const parser = new SaxesParser();
  const root: XmlNode = { name: "#document", attributes: {}, children: [] };
  const open: XmlNode[] = [root];
  parser.on("opentag", (tag) => {
    const node: XmlNode = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [] };
    open[open.length - 1].children.push(node);
    if (!tag.isSelfClosing) open.push(node);
  });
  parser.on("closetag", (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  parser.on("text", (text) => open[open.length - 1].children.push(text));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  return root;
}

export const elementsOf = (node: XmlNode) =>
  node.children.filter((child): child is XmlNode => typeof child !== "string");

export const childNamed = (node: XmlNode | undefined, name: string) =>
  node ? elementsOf(node).find((child) => child.name === name) : undefined;

/** The first element of this name anywhere below, depth first. */
export function findBelow(node: XmlNode, name: string): XmlNode | undefined {
  for (const child of elementsOf(node)) {
    if (child.name === name) return child;
    const found = findBelow(child, name);
    if (found) return found;
  }
  return undefined;
}

/** The text directly inside an element (a w:t or m:t). */
export const ownText = (node: XmlNode) => node.children.filter((child) => typeof child === "string").join("");

/** A property element's `m:val` or `w:val`, as Word writes `<m:chr m:val="∑"/>`. */
export const valAttribute = (node: XmlNode | undefined) => node?.attributes["m:val"] ?? node?.attributes["w:val"];
