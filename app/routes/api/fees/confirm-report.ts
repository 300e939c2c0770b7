import { confirmUpiPayment } from "~/domain/fees/upi.server";
import { resourceStep } from "~/http/api-resource.server";

/** POST /teacher/fees/upi-reports/{id}/confirm: records the payment; its receipt number comes back. */
export const action = resourceStep("Reported payment", (teacher, id) => confirmUpiPayment(teacher, id));
