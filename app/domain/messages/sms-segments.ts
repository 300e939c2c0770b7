/**
 * How many SMS a text costs, counted as the network counts it. Text that fits the GSM 03.38 alphabet travels 7 bits
 * a character: 160 in one SMS, 153 a part when split (the rest carries the joining header); its extension
 * characters (^ { } \ [ ] ~ | €) take two. Anything else, Devanagari included, travels as UCS-2: 70 characters in
 * one SMS, 67 a part beyond, counted in UTF-16 units (an emoji takes two).
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

export type SmsEncoding = "gsm7" | "ucs2";

export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENSION.includes(character)) septets += 2;
    else {
      const units = text.length;
      return { encoding: "ucs2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "gsm7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
