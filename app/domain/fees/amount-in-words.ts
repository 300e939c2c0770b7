import type { Language } from "~/i18n/languages";

/**
 * An amount in words as Indian receipts write it, in the Indian numbering (thousand, lakh, crore):
 * 1,50,000.50 → "Rupees One Lakh Fifty Thousand and Fifty Paise Only", or in Hindi "एक लाख पचास हज़ार रुपये और
 * पचास पैसे मात्र". Integer arithmetic only. Written by hand: Hindi names each number up to 99 with its own word.
 */

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number) {
  if (n < 20) return ONES[n];
  return [TENS[Math.trunc(n / 10)], ONES[n % 10]].filter(Boolean).join(" ");
}

function belowThousand(n: number) {
  const hundreds = Math.trunc(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", belowHundred(n % 100)].filter(Boolean).join(" ");
}

/** A whole number in words, Indian style; crores above 99 read as a number of crores ("One Hundred Crore"). */
export function wholeInWords(n: number): string {
  if (n === 0) return "Zero";
  const crore = Math.trunc(n / 1_00_00_000);
  const lakh = Math.trunc(n / 1_00_000) % 100;
  const thousand = Math.trunc(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${wholeInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(" ");
}

function englishPaiseInWords(paise: number) {
  const rupees = Math.trunc(paise / 100);
  const cents = paise % 100;
  const parts = [rupees || !cents ? `Rupees ${wholeInWords(rupees)}` : "", cents ? `${belowHundred(cents)} Paise` : ""];
  return `${parts.filter(Boolean).join(" and ")} Only`;
}

// 0 to 99 in Hindi, each its own word (इक्कीस, बयालीस, निन्यानबे), as they are written on Indian cheques.
const HINDI_BELOW_HUNDRED = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ " +
  "दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस " +
  "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस " +
  "तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस " +
  "चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास " +
  "पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ " +
  "साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर " +
  "सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी " +
  "अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी " +
  "नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे"
).split(" ");

/** A whole number in Hindi words, Indian style: 1,50,000 → "एक लाख पचास हज़ार". */
export function hindiWholeInWords(n: number): string {
  if (n < 100) return HINDI_BELOW_HUNDRED[n];
  const crore = Math.trunc(n / 1_00_00_000);
  const lakh = Math.trunc(n / 1_00_000) % 100;
  const thousand = Math.trunc(n / 1000) % 100;
  const hundred = Math.trunc(n / 100) % 10;
  const rest = n % 100;
  return [
    crore ? `${hindiWholeInWords(crore)} करोड़` : "",
    lakh ? `${HINDI_BELOW_HUNDRED[lakh]} लाख` : "",
    thousand ? `${HINDI_BELOW_HUNDRED[thousand]} हज़ार` : "",
    hundred ? `${HINDI_BELOW_HUNDRED[hundred]} सौ` : "",
    rest ? HINDI_BELOW_HUNDRED[rest] : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function hindiPaiseInWords(paise: number) {
  const rupees = Math.trunc(paise / 100);
  const cents = paise % 100;
  const parts = [
    rupees || !cents ? `${hindiWholeInWords(rupees)} रुपये` : "",
    cents ? `${HINDI_BELOW_HUNDRED[cents]} पैसे` : "",
  ];
  return `${parts.filter(Boolean).join(" और ")} मात्र`;
}

/** The amount of a receipt in words, in the reader's language (English when left out, as the API gives it). */
export const paiseInWords = (paise: number, language: Language = "en") =>
  language === "hi" ? hindiPaiseInWords(paise) : englishPaiseInWords(paise);
