import { type RouterContextProvider, redirect } from "react-router";
import type { SignedIn } from "~/domain/accounts/auth.server";
import type { DeviceEntry } from "~/domain/accounts/known-devices.server";
import { deviceCookie } from "./device-cookie.server";
import { sessionCookie } from "./session-cookie.server";
import { toast } from "./toast.server";

/** The teacher-code field's hint where a teacher gave the code on this device lately. */
export const TEACHER_CODE_NOT_NEEDED =
  "Not needed on this device if you gave it here in the last 30 days; another teacher signing in here gives it.";

/** What a successful sign-in is told, on a page (a toast) and by the API. */
export const SIGNED_IN = "Logged in successfully";

/** After a successful sign-in on a page: the session cookie, the device's memory, a toast, and home. */
export function redirectSignedIn(
  context: Readonly<RouterContextProvider>,
  signedIn: SignedIn & { device: DeviceEntry[] },
) {
  toast(context, "success", SIGNED_IN);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(signedIn.token, signedIn.expiresAt));
  headers.append("Set-Cookie", deviceCookie(signedIn.device));
  return redirect(signedIn.role === "teacher" ? "/teacher" : "/dashboard", { headers });
}
