import { createContext, useContext } from "react";

/**
 * The nonce of the render on the server (entry.server.tsx), for the inline scripts
 * the root layout writes. Undefined in the browser, where it is never needed (the
 * browser hides nonces from the DOM anyway) and when prerendering.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
