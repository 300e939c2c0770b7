import { childNamed, elementsOf, ownText, valAttribute, type XmlNode } from "./docx-xml.server";

/**
 * Word's own equation (OMML, `m:oMath`) as LaTeX for KaTeX, so a question typed with Insert › Equation reads as one
 * written with `$…$` (docs/decisions/203-question-import.md). The constructs a question paper uses are converted:
 * fractions, powers and indices, roots, brackets, sums and integrals, functions, accents, bars, limits, matrices and
 * equation arrays; anything else gives its contents, so no text is lost.
 */
export function ommlToLatex(node: XmlNode): string {
  return contents(node).trim();
}

const contents = (node: XmlNode | undefined): string => (node ? elementsOf(node).map(convert).join("") : "");

/** The argument of a construct (m:e, m:num, m:sup…) as a LaTeX group. */
const group = (node: XmlNode, name: string) => `{${contents(childNamed(node, name)).trim()}}`;

/** A base of a power or index: braced unless it is one character (x^{2}, not {x}^{2}). */
const base = (node: XmlNode) => {
  const inside = contents(childNamed(node, "m:e")).trim();
  return [...inside].length === 1 ? inside : `{${inside}}`;
};

const property = (node: XmlNode, properties: string, name: string) =>
  valAttribute(childNamed(childNamed(node, properties), name));

const FUNCTIONS = new Set(
  "sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh coth log ln lg exp lim max min sup inf det gcd deg arg dim ker Pr".split(
    " ",
  ),
);

const NARY: Record<string, string> = {
  "∑": "\\sum",
  "∏": "\\prod",
  "∐": "\\coprod",
  "∫": "\\int",
  "∬": "\\iint",
  "∭": "\\iiint",
  "∮": "\\oint",
  "⋃": "\\bigcup",
  "⋂": "\\bigcap",
  "⋁": "\\bigvee",
  "⋀": "\\bigwedge",
};

const ACCENTS: Record<string, string> = {
  "\u0307": "\\dot",
  "\u0308": "\\ddot",
  "\u0302": "\\hat",
  "\u0303": "\\tilde",
  "\u0304": "\\bar",
  "\u0305": "\\bar",
  "\u20d7": "\\vec",
  "\u030c": "\\check",
  "\u0301": "\\acute",
  "\u0300": "\\grave",
  "\u0306": "\\breve",
};

const DELIMITERS: Record<string, string> = {
  "": ".",
  "{": "\\{",
  "}": "\\}",
  "⟨": "\\langle",
  "⟩": "\\rangle",
  "〈": "\\langle",
  "〉": "\\rangle",
  "‖": "\\|",
  "⌊": "\\lfloor",
  "⌋": "\\rfloor",
  "⌈": "\\lceil",
  "⌉": "\\rceil",
};

const delimiter = (char: string) => DELIMITERS[char] ?? char;

/** Characters LaTeX reads as commands, written as themselves. */
const LATEX_SPECIAL: Record<string, string> = {
  "\\": "\\backslash ",
  "{": "\\{",
  "}": "\\}",
  "#": "\\#",
  $: "\\$",
  "%": "\\%",
  "&": "\\&",
  _: "\\_",
  "^": "\\hat{}",
  "~": "\\sim ",
};

/** A run's text: a known function name becomes its command (sin → \sin), specials are escaped. */
function runText(run: XmlNode) {
  const text = elementsOf(run)
    .filter((child) => child.name === "m:t")
    .map(ownText)
    .join("");
  const word = text.trim();
  if (FUNCTIONS.has(word)) return `\\${word} `;
  return text.replace(/[\\{}#$%&_^~]/g, (char) => LATEX_SPECIAL[char]);
}

function convert(node: XmlNode): string {
  switch (node.name) {
    case "m:r":
      return runText(node);
    case "m:f":
      return property(node, "m:fPr", "m:type") === "lin"
        ? `${group(node, "m:num")}/${group(node, "m:den")}`
        : `\\frac${group(node, "m:num")}${group(node, "m:den")}`;
    case "m:sSup":
      return `${base(node)}^${group(node, "m:sup")}`;
    case "m:sSub":
      return `${base(node)}_${group(node, "m:sub")}`;
    case "m:sSubSup":
      return `${base(node)}_${group(node, "m:sub")}^${group(node, "m:sup")}`;
    case "m:sPre":
      return `{}_${group(node, "m:sub")}^${group(node, "m:sup")}${group(node, "m:e")}`;
    case "m:rad": {
      const degree = contents(childNamed(node, "m:deg")).trim();
      const hidden = property(node, "m:radPr", "m:degHide");
      return degree && hidden !== "1" && hidden !== "on"
        ? `\\sqrt[${degree}]${group(node, "m:e")}`
        : `\\sqrt${group(node, "m:e")}`;
    }
    case "m:d": {
      const begin = property(node, "m:dPr", "m:begChr") ?? "(";
      const end = property(node, "m:dPr", "m:endChr") ?? ")";
      const separator = property(node, "m:dPr", "m:sepChr") ?? "|";
      const inside = elementsOf(node)
        .filter((child) => child.name === "m:e")
        .map((child) => contents(child).trim())
        .join(` ${delimiter(separator)} `);
      return `\\left${delimiter(begin)} ${inside} \\right${delimiter(end)}`;
    }
    case "m:nary": {
      const operator =
        NARY[property(node, "m:naryPr", "m:chr") ?? "∫"] ?? property(node, "m:naryPr", "m:chr") ?? "\\int";
      const lower = contents(childNamed(node, "m:sub")).trim();
      const upper = contents(childNamed(node, "m:sup")).trim();
      return `${operator}${lower ? `_{${lower}}` : ""}${upper ? `^{${upper}}` : ""} ${group(node, "m:e")}`;
    }
    case "m:func":
      return `${contents(childNamed(node, "m:fName")).trim()}${group(node, "m:e")}`;
    case "m:limLow":
      return `${contents(childNamed(node, "m:e")).trim()}_${group(node, "m:lim")}`;
    case "m:limUpp":
      return `\\overset${group(node, "m:lim")}${group(node, "m:e")}`;
    case "m:acc":
      return `${ACCENTS[property(node, "m:accPr", "m:chr") ?? "\u0302"] ?? "\\hat"}${group(node, "m:e")}`;
    case "m:bar":
      return property(node, "m:barPr", "m:pos") === "top"
        ? `\\overline${group(node, "m:e")}`
        : `\\underline${group(node, "m:e")}`;
    case "m:groupChr":
      return property(node, "m:groupChrPr", "m:pos") === "top"
        ? `\\overbrace${group(node, "m:e")}`
        : `\\underbrace${group(node, "m:e")}`;
    case "m:m":
      return `\\begin{matrix}${rows(node, "m:mr")}\\end{matrix}`;
    case "m:eqArr":
      return `\\begin{gathered}${elementsOf(node)
        .filter((child) => child.name === "m:e")
        .map((child) => contents(child).trim())
        .join(" \\\\ ")}\\end{gathered}`;
    default:
      // Properties say how a construct looks, never text; other wrappers (m:e, m:box, m:oMath) give their contents.
      return node.name.endsWith("Pr") ? "" : contents(node);
  }
}

const rows = (matrix: XmlNode, rowName: string) =>
  elementsOf(matrix)
    .filter((child) => child.name === rowName)
    .map((row) =>
      elementsOf(row)
        .filter((cell) => cell.name === "m:e")
        .map((cell) => contents(cell).trim())
        .join(" & "),
    )
    .join(" \\\\ ");
