import type { Db } from "./db/database";

// What every React Router loader and action receives as `context`: the database.
// Prerendering runs without it, so prerendered routes must not read it.
declare module "react-router" {
  interface AppLoadContext {
    db: Db;
  }
}

export {};
