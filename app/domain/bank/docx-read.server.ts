import type JSZip from "jszip";
import { invalid } from "../core/errors.server";
import { ommlToLatex } from "./docx-math.server";
import { elementsOf, findBelow, ownText, parseXml, type XmlNode } from "./docx-xml.server";

export const NOT_A_DOCUMENT =
  "This file is not a Word document (.docx) or a CSV: save it as a Word document or CSV and upload it again.";
const TOO_LARGE = "The document is too large once unpacked: split it into smaller documents.";

/** What a document's text may unpack to, and one picture; the upload limit bounds the packed file. */
const MOST_TEXT_BYTES = 20_000_000;
const MOST_PICTURE_BYTES = 10_000_000;

/** A picture in a paragraph: where it is in the package, and the words Word keeps for it (its alt text). */
export type DocxPicture = { path: string; alt: string };

/** A paragraph as the question reader needs it: its text (equations as `$…$`) and its pictures. */
export type DocxParagraph = { text: string; pictures: DocxPicture[] };

export type DocxDocument = {
  paragraphs: DocxParagraph[];
  picture: (path: string, head?: number) => Promise<Uint8Array>;
};

/** Whether a ZIP is a Word document: it has the document's main part. */
export async function isDocx(bytes: Uint8Array) {
  const zip = await openZip(bytes).catch(() => null);
  return !!zip?.file("word/document.xml");
}

async function openZip(bytes: Uint8Array) {
  // jszip, already here through exceljs, is loaded only when a document is read (decision 201's rule).
  const { default: Zip } = await import("jszip");
  return Zip.loadAsync(bytes);
}

/**
 * A Word document's paragraphs in order, with Word's equations converted to LaTeX and its pictures found through
 * the document's relationships; pictures are read when asked for, each within its limit.
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxDocument> {
  const zip = await openZip(bytes).catch(() => {
    throw invalid(NOT_A_DOCUMENT);
  });
  const main = zip.file("word/document.xml");
  if (!main) throw invalid(NOT_A_DOCUMENT);
  const decode = (data: Uint8Array) => new TextDecoder("utf-8").decode(data);
  const rels = zip.file("word/_rels/document.xml.rels");
  const [document, relations] = await Promise.all([
    parseXml(decode(await entryBytes(main, MOST_TEXT_BYTES))),
    rels ? parseXml(decode(await entryBytes(rels, MOST_TEXT_BYTES))) : null,
  ]).catch((error) => {
    throw error instanceof Error && error.message === TOO_LARGE ? invalid(TOO_LARGE) : invalid(NOT_A_DOCUMENT);
  });
  const targets = targetsOf(relations);
  const body = findBelow(document, "w:body");
  const paragraphs = body ? paragraphsOf(body).map((paragraph) => paragraphOf(paragraph, targets)) : [];
  return {
    paragraphs,
    async picture(path, head) {
      const entry = zip.file(path);
      if (!entry) throw invalid(NOT_A_DOCUMENT);
      return entryBytes(entry, MOST_PICTURE_BYTES, head).catch((error) => {
        throw invalid(error instanceof Error && error.message === TOO_LARGE ? TOO_LARGE : NOT_A_DOCUMENT);
      });
    },
  };
}

/**
 * A part's bytes, stopping at `most` (a small document may unpack to gigabytes), or at the first `head` bytes when
 * only the start is needed (to tell a picture's format).
 */
function entryBytes(entry: JSZip.JSZipObject, most: number, head = Number.POSITIVE_INFINITY) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream("nodebuffer");
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size >= head) {
        stream.pause();
        resolve(Buffer.concat(chunks));
      } else if (size > most) {
        stream.pause();
        reject(new Error(TOO_LARGE));
      }
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

/** Relationship id → the picture's path in the package (word/media/…); links outside the file are left. */
function targetsOf(relations: XmlNode | null) {
  const targets = new Map<string, string>();
  if (!relations) return targets;
  const list = findBelow(relations, "Relationships");
  for (const relation of list ? elementsOf(list) : []) {
    const { Id: id, Target: target, TargetMode: mode } = relation.attributes;
    if (!id || !target || mode === "External") continue;
    targets.set(id, target.startsWith("/") ? target.slice(1) : `word/${target}`);
  }
  return targets;
}

/** Every paragraph in the body in reading order, those in tables' cells too. */
function paragraphsOf(node: XmlNode): XmlNode[] {
  return elementsOf(node).flatMap((child) => (child.name === "w:p" ? [child] : paragraphsOf(child)));
}

/** Parts of a paragraph that are not its visible text: deletions, field codes, properties, a drawing's fallback. */
const SKIPPED = new Set(["w:del", "w:delText", "w:instrText", "w:pPr", "w:rPr", "mc:Fallback", "w:fldData"]);

function paragraphOf(paragraph: XmlNode, targets: Map<string, string>): DocxParagraph {
  let text = "";
  const pictures: DocxPicture[] = [];
  const walk = (node: XmlNode) => {
    if (SKIPPED.has(node.name)) return;
    if (node.name === "w:t") text += ownText(node);
    else if (node.name === "w:tab" || node.name === "w:br" || node.name === "w:cr") text += " ";
    else if (node.name === "m:oMathPara") {
      const equations = elementsOf(node).filter((child) => child.name === "m:oMath");
      text += ` $$${equations.map(ommlToLatex).join(" \\\\ ")}$$ `;
    } else if (node.name === "m:oMath") text += `$${ommlToLatex(node)}$`;
    else if (node.name === "w:drawing" || node.name === "w:pict" || node.name === "w:object") {
      const picture = pictureOf(node, targets);
      if (picture) pictures.push(picture);
    } else elementsOf(node).forEach(walk);
  };
  walk(paragraph);
  return { text: text.replace(/\s+/g, " ").trim(), pictures };
}

/** A drawing's picture (a:blip) or an older picture's (v:imagedata), with its alt text. */
function pictureOf(node: XmlNode, targets: Map<string, string>): DocxPicture | null {
  const blip = findBelow(node, "a:blip");
  const imageData = findBelow(node, "v:imagedata");
  const id = blip?.attributes["r:embed"] ?? imageData?.attributes["r:id"];
  const path = id ? targets.get(id) : undefined;
  if (!path) return null;
  const described = findBelow(node, "wp:docPr");
  const alt = described?.attributes.descr || described?.attributes.title || imageData?.attributes["o:title"] || "";
  return { path, alt: alt.trim() };
}
