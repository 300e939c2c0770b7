import { describe, expect, it } from "vitest";
import { instalmentsPaidBy } from "~/domain/fees/receipts.server";

// A receipt says which instalments its payment went to: payments fill the dues oldest first.

const dues = [
  { position: 1, amountPaise: 500000, dueOn: "2026-11-15" },
  { position: 2, amountPaise: 500000, dueOn: "2027-01-15" },
  { position: 3, amountPaise: 500000, dueOn: "2027-03-15" },
];
const positions = (payment: { amountPaise: number; balanceAfterPaise: number }) =>
  instalmentsPaidBy(dues, payment).map((due) => `${due.position} of ${due.of} (${due.dueOn})`);

describe("the instalments a payment went to", () => {
  it("names the one instalment a payment fills", () => {
    expect(positions({ amountPaise: 500000, balanceAfterPaise: 1000000 })).toEqual(["1 of 3 (2026-11-15)"]);
    expect(positions({ amountPaise: 500000, balanceAfterPaise: 500000 })).toEqual(["2 of 3 (2027-01-15)"]);
  });

  it("names each instalment a payment reaches, part paid ones included", () => {
    // ₹2,000 paid before; this ₹5,000 finishes the first and starts the second.
    expect(positions({ amountPaise: 500000, balanceAfterPaise: 800000 })).toEqual([
      "1 of 3 (2026-11-15)",
      "2 of 3 (2027-01-15)",
    ]);
    expect(positions({ amountPaise: 1500000, balanceAfterPaise: 0 })).toHaveLength(3);
    // A part of the last instalment only.
    expect(positions({ amountPaise: 100, balanceAfterPaise: 0 })).toEqual(["3 of 3 (2027-03-15)"]);
  });
});
