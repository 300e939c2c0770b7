/**
 * GST on coaching (SAC 999293) at 18 %: CGST 9 % and SGST 9 % when the place of supply is the institute's own
 * state, IGST 18 % across states. Every figure is integer paise; a half paisa rounds up.
 *
 * The rule, one for fees that include GST and fees that exclude it:
 * - a payment's taxable value is first the payment × 100/118 rounded to the paisa;
 * - each tax is that taxable value × its rate, rounded to the paisa on its own (CGST and SGST each, or IGST);
 * - the taxable value is then the payment less the taxes, so it takes the last paisa and the parts add up to
 *   exactly what was paid.
 * Fees that exclude GST carry the tax on top of each instalment (`taxOnTop`: the plan's amount × each rate, each
 * rounded), and splitting a payment of that whole due gives back the plan's amount to the paisa: the amount
 * with tax, × 100/118, is within 0.85 paise of the plan's amount, and a taxable value one paisa off still rounds
 * to the same 9 % (tests/unit/gst.test.ts checks every amount up to ₹20,000).
 */

export const SAC_COACHING = "999293";

export type TaxSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/** `numerator / denominator` rounded to the nearest whole number, a half up, in integers (both not negative). */
const roundedDivision = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Each tax on a taxable value: CGST and SGST at 9 % each within the state, IGST at 18 % across. */
export function taxesOn(taxablePaise: number, withinState: boolean) {
  if (withinState) {
    const half = roundedDivision(taxablePaise * 9, 100);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: roundedDivision(taxablePaise * 18, 100) };
}

const sumOfTaxes = (taxes: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
  taxes.cgstPaise + taxes.sgstPaise + taxes.igstPaise;

/** A payment that includes GST split into its taxable value and taxes, which add up to it exactly. */
export function splitPayment(paidPaise: number, withinState: boolean): TaxSplit {
  const taxes = taxesOn(roundedDivision(paidPaise * 100, 118), withinState);
  return { taxablePaise: paidPaise - sumOfTaxes(taxes), ...taxes };
}

/** The GST an instalment of fees that exclude GST carries on top of the plan's amount. */
export const taxOnTop = (amountPaise: number, withinState: boolean) => sumOfTaxes(taxesOn(amountPaise, withinState));
