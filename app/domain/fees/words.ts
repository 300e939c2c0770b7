/**
 * An amount in words as Indian receipts write it, in the Indian numbering (thousand, lakh, crore):
 * 1,50,000.50 → "Rupees One Lakh Fifty Thousand and Fifty Paise Only". Integer arithmetic only.
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

export function paiseInWords(paise: number) {
  const rupees = Math.trunc(paise / 100);
  const cents = paise % 100;
  const parts = [rupees || !cents ? `Rupees ${wholeInWords(rupees)}` : "", cents ? `${belowHundred(cents)} Paise` : ""];
  return `${parts.filter(Boolean).join(" and ")} Only`;
}
