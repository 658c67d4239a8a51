import { beforeEach, describe, expect, it, vi } from "vitest";
import { nl } from "./nl";

describe("the catalogues a browser holds", () => {
  // As the browser's build reads it (vite.config.ts): no catalogue at start.
  beforeEach(() => {
    vi.resetModules();
    vi.doMock("./loaded-at-start", () => ({ loadedAtStart: {} }));
  });

  it("refuses a language not loaded yet with an error naming it, never another language's words", async () => {
    const { adminMessages } = await import("./index");
    expect(() => adminMessages("nl")).toThrow(/"nl" catalogue is not loaded: await loadAdminMessages\("nl"\)/);
    expect(() => adminMessages("en")).toThrow(/"en" catalogue is not loaded/);
  });

  it("reads a language once it is loaded, and only that one", async () => {
    const { adminMessages, loadAdminMessages } = await import("./index");
    await loadAdminMessages("nl");
    expect(adminMessages("nl").signIn.title).toBe(nl.signIn.title);
    expect(() => adminMessages("en")).toThrow(/"en" catalogue is not loaded/);
  });
});

describe("the catalogues the server holds", () => {
  it("are all four from the start", async () => {
    vi.resetModules();
    vi.doUnmock("./loaded-at-start");
    const { adminMessages, ADMIN_LANGUAGES } = await import("./index");
    for (const language of ADMIN_LANGUAGES) expect(adminMessages(language).signIn.title).toBeTruthy();
  });
});
