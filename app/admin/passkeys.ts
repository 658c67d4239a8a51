import type { Me, PasskeyItem } from "./api-types";
import { adminApi } from "./api";
import type { AdminMessages } from "./messages/index";

/*
 * The browser's side of WebAuthn. @simplewebauthn/browser is loaded on the first click,
 * so pages that never ask for a passkey do not carry it.
 */

/** Signs in with a passkey on this device (discoverable credentials: no e-mail asked). */
export async function signInWithPasskey(): Promise<Me> {
  requireWebAuthn();
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await adminApi.post<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "/api/admin/auth/passkey/options",
  );
  const response = await startAuthentication({ optionsJSON });
  return adminApi.post<Me>("/api/admin/auth/passkey", { response });
}

/** Creates a passkey for the signed-in user and stores it under `name`. */
export async function addPasskey(name: string): Promise<PasskeyItem> {
  requireWebAuthn();
  const { startRegistration } = await import("@simplewebauthn/browser");
  const optionsJSON =
    await adminApi.post<Parameters<typeof startRegistration>[0]["optionsJSON"]>("/api/admin/passkeys/options");
  const response = await startRegistration({ optionsJSON });
  return adminApi.post<PasskeyItem>("/api/admin/passkeys", { response, name });
}

type Device = keyof AdminMessages["account"]["passkeys"]["devices"];

const DEVICES: Array<[RegExp, Device]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "android"],
  [/Macintosh|Mac OS X/, "mac"],
  [/Windows/, "windows"],
  [/CrOS/, "chromebook"],
  [/Linux/, "linux"],
];

/** A name the user will recognise in the list, from the kind of device, in their words (`t`). */
export function deviceName(
  t: AdminMessages,
  userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent,
): string {
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "other";
  return t.account.passkeys.devices[device];
}

// SimpleWebAuthn says so in English only: fail the same way the browser would, so one name reads it.
function requireWebAuthn() {
  if (typeof window.PublicKeyCredential !== "function") {
    throw new DOMException("This browser does not support WebAuthn.", "NotSupportedError");
  }
}

/**
 * What went wrong with a passkey prompt, when it is something the person should read in
 * their own words rather than the browser's English: they closed it or let it time out
 * (not worth shouting about), the browser has no passkeys, or this device already holds one
 * for the account. Null for anything else, whose message is shown as it is.
 */
export function passkeyProblem(error: unknown): "cancelled" | "unsupported" | "registered" | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "NotAllowedError" || error.name === "AbortError") return "cancelled";
  if (error.name === "NotSupportedError") return "unsupported";
  if (error.name === "InvalidStateError") return "registered";
  return null;
}

/** A WebAuthn prompt the user closed or let time out: not an error worth shouting about. */
export function isPasskeyCancelled(error: unknown): boolean {
  return passkeyProblem(error) === "cancelled";
}

/** The person's words (`t`) for passkeys this browser cannot use, or one this device already holds; null otherwise. */
export function passkeyErrorWords(error: unknown, t: AdminMessages): string | null {
  const problem = passkeyProblem(error);
  if (problem === "unsupported") return t.account.passkeys.unsupported;
  if (problem === "registered") return t.account.passkeys.alreadyRegistered;
  return null;
}
