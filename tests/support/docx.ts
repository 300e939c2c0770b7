import JSZip from "jszip";
import sharp from "sharp";

/**
 * Word documents for the question import's tests, written as Word writes them: a ZIP of WordprocessingML with
 * the content types, the package and document relationships, pictures in word/media, and equations in OMML.
 */

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const M = "http://schemas.openxmlformats.org/officeDocument/2006/math";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const WP = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing";
const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const PIC = "http://schemas.openxmlformats.org/drawingml/2006/picture";

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A piece of a paragraph: text, a Word equation (OMML inside m:oMath), or a picture by its file name in media. */
export type Piece = string | { omml: string } | { picture: string; alt?: string };

/** OMML of common constructs, for writing equations in tests. */
export const omml = {
  run: (text: string) => `<m:r><m:t>${xmlText(text)}</m:t></m:r>`,
  fraction: (num: string, den: string) =>
    `<m:f><m:fPr><m:ctrlPr/></m:fPr><m:num>${num}</m:num><m:den>${den}</m:den></m:f>`,
  power: (base: string, exponent: string) => `<m:sSup><m:e>${base}</m:e><m:sup>${exponent}</m:sup></m:sSup>`,
};

export type DocxPictures = Record<string, Uint8Array>;

export async function docxBytes(paragraphs: Piece[][], pictures: DocxPictures = {}) {
  const names = Object.keys(pictures);
  const idOf = (name: string) => `rIdPicture${names.indexOf(name) + 1}`;
  let drawing = 0;
  const piece = (part: Piece) => {
    if (typeof part === "string")
      return `<w:r><w:rPr><w:lang w:val="en-IN"/></w:rPr><w:t xml:space="preserve">${xmlText(part)}</w:t></w:r>`;
    if ("omml" in part) return `<m:oMath>${part.omml}</m:oMath>`;
    drawing++;
    return `<w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="${drawing}" name="Picture ${drawing}" descr="${xmlText(part.alt ?? "")}"/><a:graphic><a:graphicData uri="${PIC}"><pic:pic><pic:nvPicPr><pic:cNvPr id="${drawing}" name="${part.picture}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${idOf(part.picture)}"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
  };
  const body = paragraphs.map(
    (parts) => `<w:p><w:pPr><w:spacing w:after="0"/></w:pPr>${parts.map(piece).join("")}</w:p>`,
  );
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:m="${M}" xmlns:r="${R}" xmlns:wp="${WP}" xmlns:a="${A}" xmlns:pic="${PIC}"><w:body>${body.join("")}<w:sectPr/></w:body></w:document>`;
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Default Extension="jpeg" ContentType="image/jpeg"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/_rels/document.xml.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names
      .map(
        (name) =>
          `<Relationship Id="${idOf(name)}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/${name}"/>`,
      )
      .join("")}</Relationships>`,
  );
  zip.file("word/document.xml", document);
  for (const [name, bytes] of Object.entries(pictures)) zip.file(`word/media/${name}`, bytes);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** A small real picture, as a figure in a question would be. */
export const pngPicture = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();
