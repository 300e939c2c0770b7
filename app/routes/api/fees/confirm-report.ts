import { confirmUpiPayment } from "~/domain/fees/upi.server";
import { resourceStep } from "~/http/api-resource.server";
import { paymentStepAnswer } from "../+presenters/fees";

/** POST /teacher/fees/upi-reports/{id}/confirm: records the payment; its receipt number comes back. */
export const action = resourceStep("Reported payment", async (teacher, id) =>
  paymentStepAnswer(await confirmUpiPayment(teacher, id)),
);
