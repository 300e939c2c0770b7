/**
 * GSTINs and the GST state codes. A GSTIN is 15 characters: the state's two-digit code, the holder's PAN (five
 * letters, four digits, a letter), the registration's number within that PAN (1–9 or a letter), a letter (Z for
 * now) and a check character over the first fourteen, so a mistyped character is caught as it is typed.
 */

/** India's states and union territories with their GST state codes (25 and 28 are retired codes, not used). */
export const GST_STATES = [
  ["01", "Jammu and Kashmir"],
  ["02", "Himachal Pradesh"],
  ["03", "Punjab"],
  ["04", "Chandigarh"],
  ["05", "Uttarakhand"],
  ["06", "Haryana"],
  ["07", "Delhi"],
  ["08", "Rajasthan"],
  ["09", "Uttar Pradesh"],
  ["10", "Bihar"],
  ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"],
  ["13", "Nagaland"],
  ["14", "Manipur"],
  ["15", "Mizoram"],
  ["16", "Tripura"],
  ["17", "Meghalaya"],
  ["18", "Assam"],
  ["19", "West Bengal"],
  ["20", "Jharkhand"],
  ["21", "Odisha"],
  ["22", "Chhattisgarh"],
  ["23", "Madhya Pradesh"],
  ["24", "Gujarat"],
  ["26", "Dadra and Nagar Haveli and Daman and Diu"],
  ["27", "Maharashtra"],
  ["29", "Karnataka"],
  ["30", "Goa"],
  ["31", "Lakshadweep"],
  ["32", "Kerala"],
  ["33", "Tamil Nadu"],
  ["34", "Puducherry"],
  ["35", "Andaman and Nicobar Islands"],
  ["36", "Telangana"],
  ["37", "Andhra Pradesh"],
  ["38", "Ladakh"],
] as const;

export type StateCode = (typeof GST_STATES)[number][0];

const STATE_NAMES = new Map<string, string>(GST_STATES);

export const isStateCode = (code: string): code is StateCode => STATE_NAMES.has(code);

/** The state's English name, a catalogue key ("Maharashtra"); empty for no state. */
export const stateName = (code: string) => STATE_NAMES.get(code) ?? "";

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first fourteen characters: each character's value (0–9, A=10 … Z=35) is
 * multiplied by 1 and 2 in turn, each product's quotient and remainder by 36 are added up, and the check
 * character is the one that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string) {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN (already trimmed and upper-cased), as the message shown at the field; null when right. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "A GSTIN has 15 characters";
  if (!SHAPE.test(gstin))
    return "That is not a GSTIN: two digits, the PAN, then three characters, e.g. 27AAPFU0939F1ZV";
  if (!isStateCode(gstin.slice(0, 2))) return "A GSTIN starts with a state's code, and no state has that code";
  if (gstinCheckCharacter(gstin) !== gstin[14]) return "That GSTIN has a mistyped character: check it again";
  return null;
}
