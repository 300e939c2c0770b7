/**
 * Money as integer paise: read from what people type and written back out with string and integer
 * arithmetic only, so no amount ever passes through a floating-point number.
 */

/** The largest amount anyone enters: ₹1 crore, far above any fee and well inside exact integers. */
export const MOST_PAISE = 1_00_00_000_00;

/**
 * Digits with an optional paise part: "1500", "1500.5", "1500.50", or grouped with commas as people write them:
 * Indian ("1,50,000": the last group of three digits, each before it of two) or western ("150,000": all of
 * three). "1,00" or "1,0,0" is neither: a slip, never read as ₹100.
 */
const AMOUNT = /^(?<rupees>\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(?<paise>\d{1,2}))?$/;

/** Digits and commas with an optional paise part: an amount, perhaps with its commas in the wrong places. */
const COMMA_AMOUNT = /^\d[\d,]*(?:\.\d{1,2})?$/;

/**
 * The rupee sign or "Rs"/"Rs." before an amount, and "/-" after it ("₹5,000", "Rs. 5000", "5000/-"): how a cashier
 * writes an amount on paper, so the figures between are read and the marks around them are not.
 */
const RUPEE_MARKS = /^(?:₹|rs\.?)\s*|\s*\/-$/gi;
const figuresOf = (text: string) => text.trim().replace(RUPEE_MARKS, "");

/** Whether `text` is an amount but for where its commas stand ("1,00", "1,0,0", "₹10,00,00"). */
export const isMisgrouped = (text: string) => {
  const figures = figuresOf(text);
  return figures.includes(",") && COMMA_AMOUNT.test(figures) && !AMOUNT.test(figures);
};

/**
 * The paise an amount typed in rupees stands for ("1,500", "₹5,000", "Rs. 5000", "5000/-"), or null when it is
 * not an amount ("-5", "1.234", "$5", "5e3", "1,00").
 */
export function paiseOfText(text: string): number | null {
  const match = AMOUNT.exec(figuresOf(text));
  if (!match?.groups) return null;
  const rupees = match.groups.rupees.replaceAll(",", "").replace(/^0+(?=\d)/, "");
  if (rupees.length > 7) return null;
  const paise = Number(rupees) * 100 + Number((match.groups.paise ?? "0").padEnd(2, "0"));
  return paise <= MOST_PAISE ? paise : null;
}

/** "150000.50" for 1,50,00,050 paise: the exact decimal text of an amount, as Intl and UPI links read it. */
export function rupeesText(paise: number) {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const formats = new Map<string, Intl.NumberFormat>();
const inr = (locale: string) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "INR" });
    formats.set(locale, format);
  }
  return format;
};

/**
 * "₹1,50,000.00" in the reader's Intl locale ("en-IN" or "hi-IN": Indian grouping in both): Intl formats the
 * decimal text itself, since a string keeps every digit exact.
 */
export const formatPaise = (paise: number, locale = "en-IN") =>
  inr(locale).format(rupeesText(paise) as unknown as number);
