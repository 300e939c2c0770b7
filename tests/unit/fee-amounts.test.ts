import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isMisgrouped, paiseOfText } from "~/domain/fees/money";
import { moneyField } from "~/schemas/fees";

// The two ways a cashier most often writes an amount: with the rupee sign or "Rs." before it, "/-" after it.

describe("amounts written as on a cash memo", () => {
  it("reads a leading ₹, Rs or Rs. and a trailing /-", () => {
    const read = {
      "₹5,000": 500000,
      "₹ 5000": 500000,
      Rs5000: 500000,
      "Rs 5,000": 500000,
      "Rs. 5,000.50": 500050,
      "rs.1,50,000": 15000000,
      "5000/-": 500000,
      "5,000 /-": 500000,
      "₹5,000/-": 500000,
      "Rs. 1,50,000/-": 15000000,
    };
    for (const [text, paise] of Object.entries(read)) expect(paiseOfText(text), text).toBe(paise);
  });

  it("still refuses misgrouped commas and anything that is not an amount", () => {
    for (const text of [
      "₹1,00",
      "Rs. 1,0,0",
      "1,00/-",
      "₹",
      "Rs.",
      "/-",
      "₹-5",
      "$5",
      "5000/",
      "5000-",
      "₹₹5",
      "Rs 5e3",
    ])
      expect(paiseOfText(text), text).toBeNull();
    expect(isMisgrouped("₹1,00")).toBe(true);
    expect(isMisgrouped("1,00/-")).toBe(true);
    expect(isMisgrouped("₹1,000")).toBe(false);
  });

  it("goes through the shared money field as paise, with the grouping hint for a slip", () => {
    const schema = z.object({ amount: moneyField("Enter the amount") });
    expect(schema.parse({ amount: "₹5,000" }).amount).toBe(500000);
    expect(schema.parse({ amount: "5000/-" }).amount).toBe(500000);
    expect(schema.parse({ amount: "Rs. 5,000/-" }).amount).toBe(500000);
    const misgrouped = schema.safeParse({ amount: "₹1,00" });
    expect(misgrouped.success).toBe(false);
    expect(misgrouped.error?.issues[0].message).toMatch(/commas between groups/);
    expect(schema.safeParse({ amount: "₹0/-" }).success).toBe(false);
  });
});
