// `npm start`: build when needed, then run the production server.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/main.js")).href);
