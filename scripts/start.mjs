// `npm start`: build when needed, then run the production server.
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../build/server/main.js");
