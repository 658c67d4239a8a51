import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import type { InviteResult, Me, UserItem } from "#app/admin/api-types.ts";
import { createSignedInAdmin, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { extractUrl, startSmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { auditLog, passkeys, signInLinks, users } from "../../db/schema";

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());

async function expectError(response: Response, status: number, code: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

describeApi(
  "changing members in place",
  (h) => {
    const access = (id: string, body: unknown, headers: Record<string, string>) =>
      h().post(`/api/admin/users/${id}/access`, body, headers);
    const resend = (id: string, headers: Record<string, string>) =>
      h().request(`/api/admin/users/${id}/invitation`, { method: "POST", headers });
    const signInWith = (link: string) =>
      h().post("/api/admin/auth/link", { token: new URL(link).searchParams.get("token") }, { Origin: TEST_ORIGIN });

    it("changes an owner's sites and role without touching their passkeys or sessions, audited", async () => {
      const db = h().database.db;
      const operator = await createSignedInAdmin(db, { role: "operator" });
      const owner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
      await db.insert(passkeys).values({
        id: `pk-${randomUUID()}`,
        userId: owner.userId,
        name: "Phone",
        publicKey: "AAAA",
        deviceType: "multiDevice",
        backedUp: true,
      });

      const response = await access(owner.userId, { role: "owner", sites: ["neron", "felimar"] }, operator.headers);
      expect(response.status).toBe(200);
      expect((await response.json()) as UserItem).toMatchObject({
        id: owner.userId,
        role: "owner",
        sites: ["felimar", "neron"],
        passkeyCount: 1,
      });
      // The same session sees the new site at once.
      const me = (await (await h().request("/api/admin/me", { headers: owner.headers })).json()) as Me;
      expect(me.user.sites).toEqual(["felimar", "neron"]);

      expect((await access(owner.userId, { role: "operator", sites: [] }, operator.headers)).status).toBe(200);
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, owner.userId));
      expect(row!.role).toBe("operator");
      expect(await db.select().from(passkeys).where(eq(passkeys.userId, owner.userId))).toHaveLength(1);
      const records = await db.select().from(auditLog).where(eq(auditLog.action, "user_changed"));
      expect(records.map((record) => record.details)).toEqual(
        expect.arrayContaining([
          {
            userId: owner.userId,
            role: "owner",
            sites: ["felimar", "neron"],
            previousRole: "owner",
            previousSites: ["felimar"],
          },
          {
            userId: owner.userId,
            role: "operator",
            sites: [],
            previousRole: "owner",
            previousSites: ["felimar", "neron"],
          },
        ]),
      );
    });

    it("never leaves no operator: the last one cannot demote themselves, one of two can", async () => {
      const db = h().database.db;
      // Only the operators this test makes: the others become owners first.
      await db.execute(sql`update users set role = 'owner' where role = 'operator'`);
      const first = await createSignedInAdmin(db, { role: "operator" });
      await expectError(
        await access(first.userId, { role: "owner", sites: ["felimar"] }, first.headers),
        409,
        "last_operator",
      );
      const second = await createSignedInAdmin(db, { role: "operator" });
      expect((await access(first.userId, { role: "owner", sites: ["felimar"] }, first.headers)).status).toBe(200);
      await expectError(
        await access(second.userId, { role: "owner", sites: ["neron"] }, second.headers),
        409,
        "last_operator",
      );
    });

    it("refuses owners, unknown accounts and bad bodies, changing nothing", async () => {
      const db = h().database.db;
      const operator = await createSignedInAdmin(db, { role: "operator" });
      const owner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
      await expectError(await access(owner.userId, { role: "operator", sites: [] }, owner.headers), 403, "forbidden");
      await expectError(await resend(owner.userId, owner.headers), 403, "forbidden");
      await expectError(
        await access(randomUUID(), { role: "owner", sites: ["felimar"] }, operator.headers),
        404,
        "not_found",
      );
      await expectError(
        await access("nope", { role: "owner", sites: ["felimar"] }, operator.headers),
        404,
        "not_found",
      );
      await expectError(
        await access(owner.userId, { role: "owner", sites: [] }, operator.headers),
        400,
        "validation_failed",
      );
      await expectError(
        await access(owner.userId, { role: "operator", sites: ["neron"] }, operator.headers),
        400,
        "validation_failed",
      );
      const me = (await (await h().request("/api/admin/me", { headers: owner.headers })).json()) as Me;
      expect(me.user).toMatchObject({ role: "owner", sites: ["felimar"] });
    });

    it("resends an invitation by e-mail: the new link signs in, the old one no longer works, and not twice a minute", async () => {
      const db = h().database.db;
      const operator = await createSignedInAdmin(db, { role: "operator" });
      const email = `${randomUUID()}@example.com`;
      const invited = await h().post("/api/admin/users", { email, role: "owner", sites: ["neron"] }, operator.headers);
      expect(invited.status).toBe(201);
      const { user } = (await invited.json()) as InviteResult;
      const first = extractUrl(
        (await smtp.waitForMessage((m) => m.to.includes(email))).text,
        `${TEST_ORIGIN}/admin/link?token=`,
      )!;

      await expectError(await resend(user.id, operator.headers), 429, "too_soon");
      // A minute later (the first link's time moved back rather than waiting).
      await db.execute(
        sql`update sign_in_links set created_at = created_at - interval '2 minutes' where user_id = ${user.id}`,
      );
      const response = await resend(user.id, operator.headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ emailed: true, link: null, user: { id: user.id } });
      const mails = () => smtp.messages.filter((m) => m.to.includes(email));
      await expect.poll(() => mails().length, { timeout: 5000 }).toBe(2);
      const second = extractUrl(mails()[1]!.text, `${TEST_ORIGIN}/admin/link?token=`)!;
      expect(second).not.toBe(first);

      await expectError(await signInWith(first), 400, "invalid_link");
      const signedIn = await signInWith(second);
      expect(signedIn.status).toBe(200);
      expect(((await signedIn.json()) as Me).user).toMatchObject({ id: user.id, sites: ["neron"] });
      // Signed in: no invitation is needed any more.
      await db.execute(
        sql`update sign_in_links set created_at = created_at - interval '2 minutes' where user_id = ${user.id}`,
      );
      await expectError(await resend(user.id, operator.headers), 409, "signed_in");
      expect(await db.select().from(signInLinks).where(eq(signInLinks.userId, user.id))).toHaveLength(1);
      const audited = await db.select().from(auditLog).where(eq(auditLog.action, "user_invited"));
      expect(audited.filter((record) => (record.details as { userId?: string }).userId === user.id)).toHaveLength(2);
    });
  },
  { SMTP_URL: smtp.url },
);
