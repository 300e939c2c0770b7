import { describe, expect, it } from "vitest";
import { studentRegistrationSchema } from "~/schemas/auth";
import { guardianSchema, myDetailsSchema } from "~/schemas/families";
import { NOT_A_NAME_MESSAGE } from "~/schemas/fields";

const myDetails = (first_name: string) => myDetailsSchema.safeParse({ first_name, last_name: "Rao" });

describe("people's names", () => {
  it("refuse links, addresses, long numbers and characters that are no text", () => {
    const notNames = [
      "Pay your fees at http://pay.example",
      "hxxps://x",
      "Visit www.fees-now",
      "fees.com",
      "Asha bit.ly/xyz",
      "asha@example.com",
      "Call 9876543210",
      "Asha\u0007",
      "Asha\nPay now",
      "Asha\u202Eahsa",
      "Asha\uD800",
    ];
    for (const name of notNames) {
      const parsed = myDetails(name);
      expect(parsed.success, name).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([NOT_A_NAME_MESSAGE]);
    }
  });

  it("take real names, initials and Hindi with its joiners", () => {
    for (const name of [
      "Asha",
      "A.K. Sharma",
      "A.K.Sharma",
      "Dr. Rao",
      "O'Brien",
      "Anne-Marie",
      "अर्जुन",
      "क्‍ष",
      "Ravi 2",
    ]) {
      expect(myDetails(name).success, name).toBe(true);
    }
  });

  it("hold for the registration form and a guardian, at their own fields", () => {
    const form = {
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@unit.test",
      password: "long-enough-pw",
      batchId: 1,
      subjects: [1],
      guardian_relation: "mother",
      guardian_mobile: "9876543210",
    };
    const issues = (sent: Record<string, unknown>) =>
      studentRegistrationSchema
        .safeParse({ ...form, ...sent })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ last_name: "see www.fees.in", guardian_name: "Meena" })).toEqual([
      ["last_name", NOT_A_NAME_MESSAGE],
    ]);
    expect(issues({ guardian_name: "Pay at http://x.in" })).toEqual([["guardian_name", NOT_A_NAME_MESSAGE]]);
    const guardian = guardianSchema.safeParse({ name: "meena@x.in", relation: "mother", mobile: "9876543210" });
    expect(guardian.error?.issues.map((issue) => issue.message)).toEqual([NOT_A_NAME_MESSAGE]);
  });
});
