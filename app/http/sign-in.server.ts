import { type RouterContextProvider, redirect } from "react-router";
import type { SignedIn } from "~/domain/auth.server";
import type { DeviceEntry } from "~/domain/known-devices.server";
import { deviceCookie } from "./device-cookie.server";
import { sessionCookie } from "./session-cookie.server";
import { toast } from "./toast.server";

/** The teacher-code field's hint where a teacher gave the code on this device lately (issue 20). */
export const TEACHER_CODE_NOT_NEEDED =
  "Not needed on this device if you gave it here in the last 30 days; another teacher signing in here gives it.";

/** After a successful sign-in on a page: the session cookie, the device's memory, the server's message, and home. */
export function redirectSignedIn(
  context: Readonly<RouterContextProvider>,
  signedIn: SignedIn & { device: DeviceEntry[] },
) {
  toast(context, "success", signedIn.message);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(signedIn.token, signedIn.expiresAt));
  headers.append("Set-Cookie", deviceCookie(signedIn.device));
  return redirect(signedIn.role === "admin" ? "/teacher" : "/dashboard", { headers });
}
