import type { Me, PasskeyItem } from "./api-types";
import { adminApi } from "./api";

/*
 * The browser's side of WebAuthn. @simplewebauthn/browser is loaded on the first click,
 * so pages that never ask for a passkey do not carry it.
 */

/** Signs in with a passkey on this device (discoverable credentials: no e-mail asked). */
export async function signInWithPasskey(): Promise<Me> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await adminApi.post<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "/api/admin/auth/passkey/options",
  );
  const response = await startAuthentication({ optionsJSON });
  return adminApi.post<Me>("/api/admin/auth/passkey", { response });
}

/** Creates a passkey for the signed-in user and stores it under `name`. */
export async function addPasskey(name: string): Promise<PasskeyItem> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const optionsJSON =
    await adminApi.post<Parameters<typeof startRegistration>[0]["optionsJSON"]>("/api/admin/passkeys/options");
  const response = await startRegistration({ optionsJSON });
  return adminApi.post<PasskeyItem>("/api/admin/passkeys", { response, name });
}

/** A name the user will recognise in the list, from the kind of device. */
export function deviceName(userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent): string {
  const devices: Array<[RegExp, string]> = [
    [/iPhone/, "iPhone"],
    [/iPad/, "iPad"],
    [/Android/, "Android phone"],
    [/Macintosh|Mac OS X/, "Mac"],
    [/Windows/, "Windows PC"],
    [/CrOS/, "Chromebook"],
    [/Linux/, "Linux computer"],
  ];
  return devices.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "This device";
}

/** A WebAuthn prompt the user closed or let time out: not an error worth shouting about. */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}
