import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import type { InviteResult, Me, UserItem } from "#app/admin/api-types.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { createSignedInAdmin, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { extractUrl, startSmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { auditLog, memberships, passkeys, signInLinks, users } from "../../db/schema";

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

describeApi("admin users, no mail server", (h) => {
  it("refuses owners with 403 and nobody with 401 on every users endpoint", async () => {
    const owner = await createSignedInAdmin(h().database.db, { role: "owner", sites: ["felimar"] });
    const calls = [
      () => ({ path: "/api/admin/users", init: { method: "GET" } }),
      () => ({
        path: "/api/admin/users",
        init: { method: "POST", body: JSON.stringify({ email: "x@example.com", role: "owner", sites: ["felimar"] }) },
      }),
      () => ({ path: `/api/admin/users/${owner.userId}`, init: { method: "DELETE" } }),
    ];
    for (const call of calls) {
      const { path, init } = call();
      const headers = { "Content-Type": "application/json" };
      await expectError(
        await h().request(path, { ...init, headers: { ...headers, ...owner.headers } }),
        403,
        "forbidden",
      );
      await expectError(
        await h().request(path, { ...init, headers: { ...headers, Origin: TEST_ORIGIN } }),
        401,
        "unauthenticated",
      );
    }
    expect(await h().database.db.select().from(users).where(eq(users.email, "x@example.com"))).toEqual([]);
  });

  it("invites an owner: the account, its sites and a one-time link that signs them in", async () => {
    const db = h().database.db;
    const operator = await createSignedInAdmin(db, { role: "operator" });
    const response = await h().post(
      "/api/admin/users",
      { email: "New.Owner@Example.com", role: "owner", sites: ["neron", "felimar", "neron"] },
      operator.headers,
    );
    expect(response.status).toBe(201);
    const invited = (await response.json()) as InviteResult;
    expect(invited.emailed).toBe(false);
    expect(invited.user).toMatchObject({
      email: "new.owner@example.com",
      role: "owner",
      sites: ["felimar", "neron"],
      firstSignInAt: null,
      passkeyCount: 0,
    });
    expect(invited.link).toMatch(new RegExp(`^${TEST_ORIGIN}/admin/link\\?token=[A-Za-z0-9_-]{43}$`));

    const [link] = await db.select().from(signInLinks).where(eq(signInLinks.userId, invited.user.id));
    expect(link?.purpose).toBe("invite");
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 60 * 60_000);

    const signedIn = await h().post(
      "/api/admin/auth/link",
      { token: new URL(invited.link!).searchParams.get("token") },
      { Origin: TEST_ORIGIN },
    );
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as Me).user).toMatchObject({
      id: invited.user.id,
      role: "owner",
      sites: ["felimar", "neron"],
    });

    const list = (await (await h().request("/api/admin/users", { headers: operator.headers })).json()) as UserItem[];
    expect(list.find((user) => user.id === invited.user.id)?.firstSignInAt).not.toBeNull();
    expect(list[0]?.role).toBe("operator");

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "user_invited"));
    expect(audit).toMatchObject({ userId: operator.userId, actorEmail: operator.email });
    expect(audit?.details).toEqual({ userId: invited.user.id, role: "owner", sites: ["felimar", "neron"] });
    expect(JSON.stringify(audit?.details)).not.toContain("new.owner");
  });

  it("invites an operator without memberships", async () => {
    const db = h().database.db;
    const operator = await createSignedInAdmin(db, { role: "operator" });
    const response = await h().post(
      "/api/admin/users",
      { email: `${randomUUID()}@example.com`, role: "operator", sites: [] },
      operator.headers,
    );
    expect(response.status).toBe(201);
    const invited = (await response.json()) as InviteResult;
    expect(invited.user.sites).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.userId, invited.user.id))).toEqual([]);
  });

  it("refuses an address that has an account (409) and bad invitations (400), storing nothing", async () => {
    const db = h().database.db;
    const operator = await createSignedInAdmin(db, { role: "operator" });
    const before = (await db.select().from(users)).length;
    await expectError(
      await h().post(
        "/api/admin/users",
        { email: operator.email.toUpperCase(), role: "owner", sites: ["felimar"] },
        operator.headers,
      ),
      409,
      "exists",
    );
    for (const body of [
      { email: "a@example.com", role: "owner", sites: [] },
      { email: "a@example.com", role: "operator", sites: ["felimar"] },
      { email: "a@example.com", role: "owner", sites: ["elsewhere"] },
      { email: "a@example.com", role: "admin", sites: ["felimar"] },
      { email: "not an address", role: "owner", sites: ["felimar"] },
      { email: "a@example.com", role: "owner", sites: ["felimar"], extra: true },
    ]) {
      await expectError(await h().post("/api/admin/users", body, operator.headers), 400, "validation_failed");
    }
    expect(await db.select().from(users)).toHaveLength(before);
  });

  it("removes an account: signed out at once, passkeys gone, recorded; never oneself", async () => {
    const db = h().database.db;
    const operator = await createSignedInAdmin(db, { role: "operator" });
    const owner = await createSignedInAdmin(db, { role: "owner", sites: ["housing"] });
    await db.insert(passkeys).values({
      id: `pk-${randomUUID()}`,
      userId: owner.userId,
      name: "Phone",
      publicKey: "AAAA",
      deviceType: "multiDevice",
      backedUp: true,
    });
    expect((await h().request("/api/admin/me", { headers: owner.headers })).status).toBe(200);

    const removed = await h().request(`/api/admin/users/${owner.userId}`, {
      method: "DELETE",
      headers: operator.headers,
    });
    expect(removed.status).toBe(204);
    await expectError(await h().request("/api/admin/me", { headers: owner.headers }), 401, "unauthenticated");
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, owner.userId))).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "user_removed"));
    expect(audit?.details).toEqual({ userId: owner.userId, role: "owner" });

    await expectError(
      await h().request(`/api/admin/users/${owner.userId}`, { method: "DELETE", headers: operator.headers }),
      404,
      "not_found",
    );
    await expectError(
      await h().request("/api/admin/users/not-a-uuid", { method: "DELETE", headers: operator.headers }),
      404,
      "not_found",
    );
    await expectError(
      await h().request(`/api/admin/users/${operator.userId}`, { method: "DELETE", headers: operator.headers }),
      400,
      "cannot_remove_self",
    );
    expect((await h().request("/api/admin/me", { headers: operator.headers })).status).toBe(200);
  });
});

describeApi(
  "admin users, with a mail server",
  (h) => {
    it("e-mails the invitation and answers no link", async () => {
      const operator = await createSignedInAdmin(h().database.db, { role: "operator" });
      const email = `${randomUUID()}@example.com`;
      const response = await h().post(
        "/api/admin/users",
        { email, role: "owner", sites: ["naturliv"] },
        operator.headers,
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ emailed: true, link: null });
      const mail = await smtp.waitForMessage((message) => message.to.includes(email));
      // In the invited owner's site's language until they choose.
      expect(mail.subject).toBe(adminMessages("nb").mail.invitation.subject);
      const url = extractUrl(mail.text, `${TEST_ORIGIN}/admin/link?token=`)!;
      const signedIn = await h().post(
        "/api/admin/auth/link",
        { token: new URL(url).searchParams.get("token") },
        { Origin: TEST_ORIGIN },
      );
      expect(((await signedIn.json()) as Me).user).toMatchObject({ email, sites: ["naturliv"] });
    });
  },
  { SMTP_URL: smtp.url },
);
