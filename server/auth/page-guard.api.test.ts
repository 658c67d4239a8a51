import { Hono } from "hono";
import { expect, it } from "vitest";
import { createSignedInAdmin, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { adminPageGuard } from "./page-guard";

describeApi("Back-office page guard", (api) => {
  // The pages answer as React Router does: a Response of their own.
  const pages = () =>
    new Hono()
      .use("*", adminPageGuard(api().database.db, TEST_ORIGIN))
      .all("*", () => new Response("<html>page</html>", { headers: { "Content-Type": "text/html" } }));

  it("sends a signed-out browser to sign-in, bringing it back afterwards, and renders nothing", async () => {
    for (const path of ["/admin", "/admin/submissions/123?x=1", "/admin.data", "/admin/users"]) {
      const response = await pages().request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      expect(await response.text(), path).not.toContain("page");
    }
  });

  it("lets anyone open the sign-in pages, and a signed-in browser every page, never indexed or cached", async () => {
    const admin = await createSignedInAdmin(api().database.db, { role: "owner", sites: ["felimar"] });
    const answers = [
      ...(await Promise.all(
        ["/admin/sign-in", "/admin/link", "/admin/setup", "/admin/sign-in.data"].map((path) => pages().request(path)),
      )),
      await pages().request("/admin", { headers: { Cookie: admin.headers.Cookie! } }),
    ];
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("leaves the public pages alone", async () => {
    const response = await pages().request("/felimar");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBeNull();
    const lookalike = await pages().request("/administration");
    expect(lookalike.status).toBe(200);
  });
});
