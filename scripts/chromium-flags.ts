/**
 * The Chromium every headless run here uses, and its flags: the browser tests
 * (tests/support/chromium.ts) and `npm run lighthouse` launch it alike.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the networking flags Chromium keeps trying to reach Google, and this machine refuses.
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
