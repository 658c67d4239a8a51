import { ensureBuild } from "#scripts/ensure-build.mjs";
import { assertChromiumInstalled } from "./chromium";

// Browser tests run against the production build in real Chromium: check both first.
export default function setup() {
  assertChromiumInstalled();
  ensureBuild();
}
