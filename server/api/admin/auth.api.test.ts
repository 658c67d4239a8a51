import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import type { Me, PasskeyItem, SetupLinkStatus } from "#app/admin/api-types.ts";
import { ADMIN_ENDPOINTS } from "#tests/support/admin-endpoints.ts";
import { createSignedInAdmin, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { extractUrl, startSmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { createLink } from "../../auth/links";
import { announceSetupLink, announceSignIn } from "../../auth/setup";
import { hashToken, newToken } from "../../auth/tokens";
import { memberships, passkeys, rateLimitCounters, sessions, signInLinks, submissions, users } from "../../db/schema";
import { createLogger } from "../../logger";
import { adminMessages } from "#app/admin/messages/index.ts";

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());

const ORIGIN = { Origin: TEST_ORIGIN };
const LINK_PREFIX = `${TEST_ORIGIN}/admin/link?token=`;

/** The session cookie a response set, as a browser would send it back ("name=value"). */
function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.includes("admin_session="));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0]!;
}

function tokenOf(url: string): string {
  return new URL(url).searchParams.get("token")!;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

describeApi(
  "admin sign-in",
  (h) => {
    async function addUser(role: "operator" | "owner" = "owner", sites: string[] = ["felimar"]) {
      const email = `${randomUUID()}@example.com`;
      const [user] = await h().database.db.insert(users).values({ email, role }).returning();
      if (sites.length > 0 && role === "owner") {
        await h()
          .database.db.insert(memberships)
          .values(sites.map((site) => ({ userId: user!.id, site })));
      }
      return user!;
    }

    async function signInWithLink(userId: string) {
      const token = await createLink(h().database.db, "sign-in", userId);
      const response = await h().post("/api/admin/auth/link", { token }, ORIGIN);
      expect(response.status).toBe(200);
      return { Cookie: sessionCookieOf(response), Origin: TEST_ORIGIN };
    }

    it("says e-mail sign-in is offered when a mail server is set up", async () => {
      expect(await (await h().request("/api/admin/auth/methods")).json()).toEqual({ email: true });
    });

    it("answers a known and an unknown address alike, and e-mails only the known one a working link", async () => {
      const user = await addUser();
      const unknown = `nobody-${randomUUID()}@example.com`;
      const forUnknown = await h().post("/api/admin/auth/email", { email: unknown }, ORIGIN);
      const forKnown = await h().post("/api/admin/auth/email", { email: user.email.toUpperCase() }, ORIGIN);
      for (const response of [forUnknown, forKnown]) {
        expect(response.status).toBe(202);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      expect(await forUnknown.text()).toBe(await forKnown.text());

      const mail = await smtp.waitForMessage((message) => message.to.includes(user.email));
      // A Felimar owner who has not chosen a language reads Dutch.
      expect(mail.subject).toBe(adminMessages("nl").mail.signIn.subject);
      expect(mail.text).toMatch(/15 minuten/);
      // Give a mail to the unknown address every chance to arrive before saying none did.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages.some((message) => message.to.includes(unknown))).toBe(false);

      const url = extractUrl(mail.text, LINK_PREFIX)!;
      const [stored] = await h()
        .database.db.select()
        .from(signInLinks)
        .where(eq(signInLinks.tokenHash, hashToken(tokenOf(url))));
      expect(stored?.purpose).toBe("sign-in");
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(15 * 60_000);
      expect(JSON.stringify(await h().database.db.select().from(signInLinks))).not.toContain(tokenOf(url));

      const signedIn = await h().post("/api/admin/auth/link", { token: tokenOf(url) }, ORIGIN);
      expect(signedIn.status).toBe(200);
      const me = (await signedIn.json()) as Me;
      expect(me.user).toEqual({
        id: user.id,
        email: user.email,
        role: "owner",
        sites: ["felimar"],
        language: null,
        timeZone: null,
      });
      expect(me.passkeyCount).toBe(0);
      const [after] = await h().database.db.select().from(users).where(eq(users.id, user.id));
      expect(after?.firstSignInAt).toBeInstanceOf(Date);

      const meAgain = await h().request("/api/admin/me", { headers: { Cookie: sessionCookieOf(signedIn) } });
      expect(((await meAgain.json()) as Me).user.id).toBe(user.id);
    });

    it("refuses an invalid address with the error JSON", async () => {
      const response = await h().post("/api/admin/auth/email", { email: "not an address" }, ORIGIN);
      await expectError(response, 400, "validation_failed");
    });

    it("sends one address at most 5 sign-in links an hour, answering every request alike", async () => {
      const user = await addUser();
      const ask = (email: string) => h().post("/api/admin/auth/email", { email }, ORIGIN);
      const sentTo = () => smtp.messages.filter((message) => message.to.includes(user.email)).length;
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push(await ask(user.email));
        await smtp.waitForMessage(() => sentTo() > attempt);
      }
      answers.push(await ask(` ${user.email.toUpperCase()} `));
      const another = await ask(`other-${randomUUID()}@example.com`);
      for (const response of [...answers, another]) {
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ sent: true });
      }
      // Give a sixth e-mail every chance to arrive before saying none did.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sentTo()).toBe(5);
      // Nothing stored names the address: the cap counts a digest of it.
      const stored = await h().database.db.select().from(rateLimitCounters);
      expect(JSON.stringify(stored)).not.toContain(user.email);
    });

    it("refuses a used link, even when two requests race for it", async () => {
      const user = await addUser();
      const token = await createLink(h().database.db, "sign-in", user.id);
      const answers = await Promise.all([0, 1, 2].map(() => h().post("/api/admin/auth/link", { token }, ORIGIN)));
      expect(answers.map((response) => response.status).sort()).toEqual([200, 400, 400]);
      await expectError(await h().post("/api/admin/auth/link", { token }, ORIGIN), 400, "invalid_link");
    });

    it("refuses an expired link", async () => {
      const user = await addUser();
      const token = await createLink(h().database.db, "sign-in", user.id);
      await h()
        .database.db.update(signInLinks)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(signInLinks.tokenHash, hashToken(token)));
      await expectError(await h().post("/api/admin/auth/link", { token }, ORIGIN), 400, "invalid_link");
    });

    it("refuses forged and malformed links, and a setup link in place of a sign-in link", async () => {
      const setupToken = await createLink(h().database.db, "setup", null);
      for (const token of [newToken(), "", "short", `${newToken()}x`, "' or 1=1 --", setupToken]) {
        const response = await h().post("/api/admin/auth/link", { token }, ORIGIN);
        await expectError(response, 400, "invalid_link");
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      await expectError(await h().post("/api/admin/auth/link", { token: 42 }, ORIGIN), 400, "validation_failed");
    });

    it("signs a user in with an invitation link once", async () => {
      const user = await addUser();
      const token = await createLink(h().database.db, "invite", user.id);
      expect((await h().post("/api/admin/auth/link", { token }, ORIGIN)).status).toBe(200);
      await expectError(await h().post("/api/admin/auth/link", { token }, ORIGIN), 400, "invalid_link");
    });

    it("sets the session cookie HttpOnly, SameSite=Lax, Path=/, for 30 days, without Secure on plain http", async () => {
      const user = await addUser();
      const token = await createLink(h().database.db, "sign-in", user.id);
      const response = await h().post("/api/admin/auth/link", { token }, ORIGIN);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith("admin_session="))!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Max-Age=2592000/);
      expect(cookie).not.toMatch(/Secure/);
      const value = cookie.split(";")[0]!.split("=")[1]!;
      const [stored] = await h()
        .database.db.select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(value)));
      expect(stored?.userId).toBe(user.id);
    });

    it("signs this browser out, and leaves the user's other browsers signed in", async () => {
      const user = await addUser();
      const first = await signInWithLink(user.id);
      const second = await signInWithLink(user.id);
      const out = await h().request("/api/admin/auth/sign-out", { method: "POST", headers: first });
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie().join()).toMatch(/admin_session=;.*Max-Age=0/);
      expect((await h().request("/api/admin/me", { headers: first })).status).toBe(401);
      expect((await h().request("/api/admin/me", { headers: second })).status).toBe(200);
    });

    it("signs out everywhere: every session of the user stops working, a copied cookie too", async () => {
      const user = await addUser();
      const other = await addUser();
      const browsers = [await signInWithLink(user.id), await signInWithLink(user.id), await signInWithLink(user.id)];
      const otherBrowser = await signInWithLink(other.id);
      const out = await h().request("/api/admin/auth/sign-out-everywhere", { method: "POST", headers: browsers[1] });
      expect(out.status).toBe(204);
      for (const browser of browsers) {
        await expectError(await h().request("/api/admin/me", { headers: browser }), 401, "unauthenticated");
      }
      expect(await h().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect((await h().request("/api/admin/me", { headers: otherBrowser })).status).toBe(200);
    });

    it("refuses sign-in requests from another origin", async () => {
      const user = await addUser();
      const token = await createLink(h().database.db, "sign-in", user.id);
      await expectError(
        await h().post("/api/admin/auth/link", { token }, { Origin: "https://evil.example" }),
        403,
        "cross_origin",
      );
      // The refused request did not use the link up.
      expect((await h().post("/api/admin/auth/link", { token }, ORIGIN)).status).toBe(200);
    });

    it("counts new and spam submissions over the user's own sites only", async () => {
      const db = h().database.db;
      await db.delete(submissions);
      const row = (site: string, status: "new" | "read", spam: boolean) => ({
        id: randomUUID(),
        site,
        form: "newsletter",
        status,
        spam,
        fields: {},
      });
      await db
        .insert(submissions)
        .values([
          row("felimar", "new", false),
          row("felimar", "new", false),
          row("felimar", "read", false),
          row("felimar", "new", true),
          row("neron", "new", false),
          row("neron", "new", true),
        ]);
      const owner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar", "housing"] });
      const ownerMe = (await (await h().request("/api/admin/me", { headers: owner.headers })).json()) as Me;
      expect(ownerMe.newCounts).toEqual({ felimar: 2, housing: 0 });
      expect(ownerMe.spamCount).toBe(1);
      const operator = await createSignedInAdmin(db, { role: "operator" });
      const operatorMe = (await (await h().request("/api/admin/me", { headers: operator.headers })).json()) as Me;
      expect(operatorMe.newCounts).toEqual({ community: 0, naturliv: 0, housing: 0, felimar: 2, neron: 1 });
      expect(operatorMe.spamCount).toBe(2);
      expect(operatorMe.user.sites).toHaveLength(5);
    });

    it("answers 401 to /me without a session", async () => {
      await expectError(await h().request("/api/admin/me"), 401, "unauthenticated");
      await expectError(
        await h().request("/api/admin/me", { headers: { Cookie: `admin_session=${newToken()}` } }),
        401,
        "unauthenticated",
      );
    });

    it("puts a back-office `next` in the link it e-mails, so the person lands where they were going", async () => {
      const user = await addUser();
      const next = "/admin/submissions/0b5f6a2e-1c7d-4e8f-9a0b-1c2d3e4f5a6b?site=felimar";
      expect((await h().post("/api/admin/auth/email", { email: user.email, next }, ORIGIN)).status).toBe(202);
      const mail = await smtp.waitForMessage((message) => message.to.includes(user.email));
      const link = new URL(extractUrl(mail.text, LINK_PREFIX)!);
      expect(link.searchParams.get("next")).toBe(next);
      expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("refuses a `next` that leaves the back office with the error JSON, and e-mails nothing", async () => {
      const user = await addUser();
      for (const next of ["//evil.example/admin", "https://evil.example/admin", "/admin/../felimar", "/\\evil", 7]) {
        const response = await h().post("/api/admin/auth/email", { email: user.email, next }, ORIGIN);
        expect(response.status, String(next)).toBe(400);
        const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
        expect(body.error.code).toBe("validation_failed");
        expect(body.error.fields?.next).toMatch(/back-office path/);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages.some((message) => message.to.includes(user.email))).toBe(false);
    });
  },
  { SMTP_URL: smtp.url },
);

describeApi("admin setup link", (h) => {
  const logger = createLogger("silent");

  it("creates the first operator once, and only while no operator exists", async () => {
    const db = h().database.db;
    const lines: string[] = [];
    const setupUrl = (await announceSetupLink(
      db,
      TEST_ORIGIN,
      createLogger("info", { write: (line: string) => lines.push(line) }),
    ))!;
    expect(setupUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/admin/setup\\?token=[A-Za-z0-9_-]{43}$`));
    // One console line at start, with the URL to open.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      setupUrl,
      msg: "No operator account yet: open this one-time link to create it",
    });
    const earlierUrl = (await announceSetupLink(db, TEST_ORIGIN, logger))!;

    const created = await h().post(
      "/api/admin/auth/setup",
      { token: tokenOf(setupUrl), email: "First@Example.com" },
      ORIGIN,
    );
    expect(created.status).toBe(200);
    const me = (await created.json()) as Me;
    expect(me.user).toMatchObject({ email: "first@example.com", role: "operator" });
    expect((await h().request("/api/admin/me", { headers: { Cookie: sessionCookieOf(created) } })).status).toBe(200);

    await expectError(
      await h().post("/api/admin/auth/setup", { token: tokenOf(setupUrl), email: "again@example.com" }, ORIGIN),
      400,
      "invalid_link",
    );
    // A second, unused setup link from before stops working once an operator exists.
    await expectError(
      await h().post("/api/admin/auth/setup", { token: tokenOf(earlierUrl), email: "later@example.com" }, ORIGIN),
      400,
      "invalid_link",
    );
    lines.length = 0;
    expect(
      await announceSetupLink(db, TEST_ORIGIN, createLogger("info", { write: (line: string) => lines.push(line) })),
    ).toBeNull();
    expect(lines).toEqual([]);
    expect(await db.select().from(users).where(eq(users.role, "operator"))).toHaveLength(1);
  });

  it("says at start when e-mail sign-in is off, and only then", async () => {
    const db = h().database.db;
    const logged = async (smtpUrl: string | undefined) => {
      const lines: string[] = [];
      await announceSignIn(
        db,
        { SITE_URL: TEST_ORIGIN, SMTP_URL: smtpUrl },
        createLogger("info", { write: (line: string) => lines.push(line) }),
      );
      return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    };
    expect(await logged(undefined)).toContain(
      "SMTP_URL is not set: no e-mailed sign-in links or invitations; invite with `npm run admin -- invite`",
    );
    expect((await logged("smtp://127.0.0.1:2525")).some((message) => message.includes("SMTP_URL"))).toBe(false);
  });

  it("makes one operator when several setup links are used at the same moment", async () => {
    const db = h().database.db;
    await db.delete(users);
    const urls: string[] = [];
    for (let index = 0; index < 8; index++) urls.push((await announceSetupLink(db, TEST_ORIGIN, logger))!);
    const answers = await Promise.all(
      urls.map((url, index) =>
        h().post("/api/admin/auth/setup", { token: tokenOf(url), email: `racer${index}@example.com` }, ORIGIN),
      ),
    );
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    expect(answers.filter((response) => response.status === 400)).toHaveLength(7);
    expect(await db.select().from(users).where(eq(users.role, "operator"))).toHaveLength(1);
  });

  it("refuses an expired, forged or sign-in token as a setup link", async () => {
    const db = h().database.db;
    await db.delete(users);
    const owner = (
      await db
        .insert(users)
        .values({ email: `${randomUUID()}@example.com`, role: "owner" })
        .returning()
    )[0]!;
    const expired = tokenOf((await announceSetupLink(db, TEST_ORIGIN, logger))!);
    await db
      .update(signInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInLinks.tokenHash, hashToken(expired)));
    const signIn = await createLink(db, "sign-in", owner.id);
    for (const token of [expired, newToken(), "nonsense", signIn]) {
      await expectError(
        await h().post("/api/admin/auth/setup", { token, email: "x@example.com" }, ORIGIN),
        400,
        "invalid_link",
      );
    }
    expect(await db.select().from(users).where(eq(users.role, "operator"))).toHaveLength(0);
  });

  it("tells a setup link's page whether it is ready, expired, invalid or used, without using it up", async () => {
    const db = h().database.db;
    await db.delete(users);
    const status = async (token: unknown) => {
      const response = await h().post("/api/admin/auth/setup/status", { token }, ORIGIN);
      expect(response.status).toBe(200);
      return ((await response.json()) as SetupLinkStatus).state;
    };
    const ready = tokenOf((await announceSetupLink(db, TEST_ORIGIN, logger))!);
    const expired = tokenOf((await announceSetupLink(db, TEST_ORIGIN, logger))!);
    await db
      .update(signInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInLinks.tokenHash, hashToken(expired)));
    const [owner] = await db
      .insert(users)
      .values({ email: `${randomUUID()}@example.com`, role: "owner" })
      .returning({ id: users.id });

    expect(await status(ready)).toBe("ready");
    expect(await status(ready)).toBe("ready");
    expect(await status(expired)).toBe("expired");
    for (const token of [await createLink(db, "sign-in", owner!.id), newToken(), "nonsense"]) {
      expect(await status(token)).toBe("invalid");
    }
    await expectError(await h().post("/api/admin/auth/setup/status", { token: 1 }, ORIGIN), 400, "validation_failed");

    expect((await h().post("/api/admin/auth/setup", { token: ready, email: "first@example.com" }, ORIGIN)).status).toBe(
      200,
    );
    expect(await status(ready)).toBe("used");
    // Once an operator exists any setup link is spent: the way in is signing in.
    expect(await status(await createLink(db, "setup", null))).toBe("used");
  });

  it("keeps the link usable when the address already has an account", async () => {
    const db = h().database.db;
    await db.delete(users);
    const owner = (
      await db
        .insert(users)
        .values({ email: `${randomUUID()}@example.com`, role: "owner" })
        .returning()
    )[0]!;
    const token = tokenOf((await announceSetupLink(db, TEST_ORIGIN, logger))!);
    await expectError(await h().post("/api/admin/auth/setup", { token, email: owner.email }, ORIGIN), 409, "exists");
    expect((await h().post("/api/admin/auth/setup", { token, email: "fresh@example.com" }, ORIGIN)).status).toBe(200);
  });
});

describeApi(
  "admin sign-in on https without a mail server",
  (h) => {
    const httpsOrigin = { Origin: "https://admin.example.com" };

    it("sets a __Host- cookie with Secure", async () => {
      const [user] = await h()
        .database.db.insert(users)
        .values({ email: "secure@example.com", role: "operator" })
        .returning();
      const token = await createLink(h().database.db, "sign-in", user!.id);
      const response = await h().post("/api/admin/auth/link", { token }, httpsOrigin);
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__Host-admin_session="))!;
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    });

    it("does not offer e-mail sign-in", async () => {
      expect(await (await h().request("/api/admin/auth/methods")).json()).toEqual({ email: false });
      await expectError(
        await h().post("/api/admin/auth/email", { email: "secure@example.com" }, httpsOrigin),
        400,
        "email_sign_in_unavailable",
      );
    });
  },
  { SITE_URL: "https://admin.example.com", SMTP_URL: undefined },
);

describeApi("admin passkeys", (h) => {
  const bogusAssertion = (id: string) => ({
    id,
    rawId: id,
    type: "public-key",
    clientExtensionResults: {},
    response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA", userHandle: "AAAA" },
  });

  it("offers sign-in options for discoverable passkeys, with a challenge cookie", async () => {
    const response = await h().request("/api/admin/auth/passkey/options", { method: "POST", headers: ORIGIN });
    expect(response.status).toBe(200);
    const options = (await response.json()) as {
      challenge: string;
      rpId: string;
      allowCredentials?: unknown[];
      userVerification: string;
    };
    expect(options.rpId).toBe("localhost");
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("admin_challenge="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=300/);
  });

  it("refuses a bogus passkey response with 400, and uses its challenge up", async () => {
    const [user] = await h()
      .database.db.insert(users)
      .values({ email: `${randomUUID()}@example.com`, role: "owner" })
      .returning();
    await h().database.db.insert(passkeys).values({
      id: "Y3JlZA",
      userId: user!.id,
      name: "Key",
      publicKey: "AAAA",
      deviceType: "singleDevice",
      backedUp: false,
    });
    const options = await h().request("/api/admin/auth/passkey/options", { method: "POST", headers: ORIGIN });
    const challengeCookie = options.headers.getSetCookie()[0]!.split(";")[0]!;
    const headers = { ...ORIGIN, Cookie: challengeCookie };
    for (const id of ["Y3JlZA", "dW5rbm93bg"]) {
      const response = await h().post("/api/admin/auth/passkey", { response: bogusAssertion(id) }, headers);
      await expectError(response, 400, "passkey_not_accepted");
      expect(response.headers.getSetCookie().some((line) => line.includes("admin_session"))).toBe(false);
    }
    await expectError(
      await h().post("/api/admin/auth/passkey", { response: bogusAssertion("Y3JlZA") }),
      403,
      "cross_origin",
    );
    await expectError(
      await h().post("/api/admin/auth/passkey", { response: { id: "x" } }, ORIGIN),
      400,
      "validation_failed",
    );
  });

  it("offers registration options that require a resident key and exclude the user's passkeys", async () => {
    const admin = await createSignedInAdmin(h().database.db, { role: "owner", sites: ["neron"] });
    await h().database.db.insert(passkeys).values({
      id: "ZXhpc3Rpbmc",
      userId: admin.userId,
      name: "Laptop",
      publicKey: "AAAA",
      deviceType: "multiDevice",
      backedUp: true,
    });
    const response = await h().request("/api/admin/passkeys/options", { method: "POST", headers: admin.headers });
    expect(response.status).toBe(200);
    const options = (await response.json()) as {
      rp: { id: string; name: string };
      user: { name: string };
      excludeCredentials: Array<{ id: string }>;
      authenticatorSelection: { residentKey: string };
    };
    expect(options.rp).toEqual({ id: "localhost", name: "Back office" });
    expect(options.user.name).toBe(admin.email);
    expect(options.excludeCredentials.map((credential) => credential.id)).toEqual(["ZXhpc3Rpbmc"]);
    expect(options.authenticatorSelection.residentKey).toBe("required");

    const challengeCookie = response.headers.getSetCookie()[0]!.split(";")[0]!;
    const bogus = {
      id: "bmV3",
      rawId: "bmV3",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", attestationObject: "AAAA" },
    };
    const added = await h().post(
      "/api/admin/passkeys",
      { response: bogus, name: "Phone" },
      { ...admin.headers, Cookie: `${admin.headers.Cookie}; ${challengeCookie}` },
    );
    await expectError(added, 400, "passkey_not_accepted");
    expect(await h().database.db.select().from(passkeys).where(eq(passkeys.userId, admin.userId))).toHaveLength(1);
  });

  it("lists the user's own passkeys and removes only their own", async () => {
    const db = h().database.db;
    const me = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
    const other = await createSignedInAdmin(db, { role: "operator" });
    await db.insert(passkeys).values([
      {
        id: "bWluZQ",
        userId: me.userId,
        name: "Chrome on macOS",
        publicKey: "AAAA",
        deviceType: "multiDevice",
        backedUp: true,
      },
      {
        id: "dGhlaXJz",
        userId: other.userId,
        name: "Theirs",
        publicKey: "AAAA",
        deviceType: "multiDevice",
        backedUp: true,
      },
    ]);
    const list = (await (await h().request("/api/admin/passkeys", { headers: me.headers })).json()) as PasskeyItem[];
    expect(list.map((item) => item.name)).toEqual(["Chrome on macOS"]);
    expect(list[0]).toMatchObject({ id: "bWluZQ", lastUsedAt: null });

    await expectError(
      await h().request("/api/admin/passkeys/dGhlaXJz", { method: "DELETE", headers: me.headers }),
      404,
      "not_found",
    );
    // Not a credential id at all (a NUL would fail the query itself): not found, not a 500.
    await expectError(
      await h().request("/api/admin/passkeys/a%00b", { method: "DELETE", headers: me.headers }),
      404,
      "not_found",
    );
    expect(await db.select().from(passkeys).where(eq(passkeys.id, "dGhlaXJz"))).toHaveLength(1);
    expect((await h().request("/api/admin/passkeys/bWluZQ", { method: "DELETE", headers: me.headers })).status).toBe(
      204,
    );
    expect(await (await h().request("/api/admin/passkeys", { headers: me.headers })).json()).toEqual([]);
  });
});

describeApi(
  "admin sign-in rate limits per client",
  (h) => {
    const signInPosts = ADMIN_ENDPOINTS.filter(
      (endpoint) => endpoint.access === "public" && endpoint.method === "POST",
    );

    it("limits every public sign-in POST per client, with the error JSON and Retry-After", async () => {
      expect(signInPosts.map((endpoint) => endpoint.path).sort()).toEqual([
        "/api/admin/auth/email",
        "/api/admin/auth/link",
        "/api/admin/auth/passkey",
        "/api/admin/auth/passkey/options",
        "/api/admin/auth/setup",
        "/api/admin/auth/setup/status",
      ]);
      for (const endpoint of signInPosts) {
        const send = () => h().post(endpoint.path, endpoint.body?.() ?? {}, ORIGIN);
        for (let attempt = 0; attempt < 3; attempt++) expect((await send()).status, endpoint.path).not.toBe(429);
        const limited = await send();
        await expectError(limited, 429, "rate_limited");
        expect(limited.headers.get("retry-after"), endpoint.path).toMatch(/^\d+$/);
      }
    });
  },
  { RATE_LIMIT_CLIENT_MAX: 3, SMTP_URL: smtp.url },
);

describeApi(
  "admin sign-in under a distributed flood",
  (h) => {
    const from = (address: string) => ({ ...ORIGIN, "X-Forwarded-For": address });

    it("still sends another client its sign-in link, and passkey options, after 80 addresses sent 10 junk links each", async () => {
      const junk = await Promise.all(
        Array.from(
          { length: 80 * 10 },
          async (_, i) =>
            (await h().post("/api/admin/auth/link", { token: `junk-${i}` }, from(`198.51.100.${i % 80}`))).status,
        ),
      );
      expect(new Set(junk)).toEqual(new Set([400]));
      // Each attacker is held to its own limit, told when to come back (asked at once: the limit's window is a minute).
      const over = await h().post("/api/admin/auth/link", { token: "junk" }, from("198.51.100.7"));
      await expectError(over, 429, "rate_limited");
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      const [user] = await h()
        .database.db.insert(users)
        .values({ email: `${randomUUID()}@example.com`, role: "operator" })
        .returning();
      const asked = await h().post("/api/admin/auth/email", { email: user!.email }, from("203.0.113.5"));
      expect(asked.status).toBe(202);
      expect((await smtp.waitForMessage((message) => message.to.includes(user!.email))).subject).toBe(
        "Your sign-in link",
      );
      expect((await h().post("/api/admin/auth/passkey/options", {}, from("203.0.113.6"))).status).toBe(200);
    });

    it("limits an IPv6 attacker spread over the 256 /64s of its /56 as one, and nobody outside it", async () => {
      const statuses = await Promise.all(
        Array.from({ length: 256 }, async (_, i) => {
          const address = `2001:db8:9:${(0x4500 + i).toString(16)}::1`;
          return (await h().post("/api/admin/auth/link", { token: "junk" }, from(address))).status;
        }),
      );
      // The /56 may send 4 times one /64's allowance (RATE_LIMIT_CLIENT_MAX, 10 by default).
      expect(statuses.filter((status) => status !== 429)).toHaveLength(40);
      const refused = await h().post("/api/admin/auth/link", { token: "junk" }, from("2001:db8:9:45ff::7"));
      await expectError(refused, 429, "rate_limited");
      for (const address of ["2001:db8:9:4600::1", "2001:db8:a::1", "203.0.113.9"])
        expect((await h().post("/api/admin/auth/passkey/options", {}, from(address))).status, address).toBe(200);
    });
  },
  { TRUST_PROXY_HOPS: 1, SMTP_URL: smtp.url },
);
