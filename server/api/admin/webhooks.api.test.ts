import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { NotificationSettings, WebhookItem } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { POST_ENDPOINTS } from "#tests/support/api-endpoints.ts";
import { auditLog, outboxJobs, webhooks } from "../../db/schema";
import { MAX_WEBHOOKS_PER_SITE } from "./webhooks";

// A public address written as an address: no DNS needed (tests run without a network).
const PUBLIC_URL = "https://93.184.215.14/felimar-hook";

/** Any Felimar request the endpoint stores: it sets off a delivery to each of the site's webhooks. */
const felimarRequest = () => POST_ENDPOINTS.find((endpoint) => endpoint.path === "/api/felimar/requests")!.validBody();

describeApi("the webhooks API", (api) => {
  let felimarOwner: TestAdmin;
  let neronOwner: TestAdmin;
  const create = (admin: TestAdmin, body: unknown) => api().post("/api/admin/webhooks", body, admin.headers);
  const remove = (admin: TestAdmin, id: string) =>
    api().request(`/api/admin/webhooks/${id}`, { method: "DELETE", headers: admin.headers });
  const created = async (admin: TestAdmin, url = PUBLIC_URL): Promise<WebhookItem> => {
    const response = await create(admin, { site: "felimar", url });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    const db = api().database.db;
    felimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
    neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"] });
  });
  beforeEach(async () => {
    await api().database.db.delete(webhooks);
  });

  it("adds a webhook with a new whsec_ secret, lists it in the settings, and audits it without the secret", async () => {
    const webhook = await created(felimarOwner);
    expect(webhook).toEqual({
      id: expect.any(String),
      site: "felimar",
      url: PUBLIC_URL,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
    });
    expect((await created(felimarOwner)).secret).not.toBe(webhook.secret);

    const settings: NotificationSettings = await (
      await api().request("/api/admin/notifications", { headers: felimarOwner.headers })
    ).json();
    expect(settings.webhooks.map((item) => item.id)).toContain(webhook.id);
    const neronSettings: NotificationSettings = await (
      await api().request("/api/admin/notifications", { headers: neronOwner.headers })
    ).json();
    expect(neronSettings.webhooks).toEqual([]);

    const [audit] = await api()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.action, "webhook_added"))
      .limit(1);
    expect(audit).toMatchObject({ userId: felimarOwner.userId, details: { site: "felimar", host: "93.184.215.14" } });
    expect(JSON.stringify(audit!.details)).not.toContain("whsec_");
  });

  it.each([
    "http://93.184.215.14/hook",
    "https://127.0.0.1/hook",
    "https://[::1]/hook",
    "https://10.0.0.1/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://[::ffff:127.0.0.1]/hook",
    "https://localhost/hook",
    "https://user:pass@93.184.215.14/hook",
    "not a url",
  ])("refuses %s with webhook_url_refused and stores nothing", async (url) => {
    const response = await create(felimarOwner, { site: "felimar", url });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("webhook_url_refused");
    expect(error.message).toMatch(/^[A-Z].+\.$/);
    expect(error.fields.url).toBe(error.message);
    expect(await api().database.db.select().from(webhooks)).toEqual([]);
  });

  it("refuses unknown fields, a URL over 2000 characters and an unknown site with the field's message", async () => {
    for (const body of [
      { site: "felimar", url: PUBLIC_URL, secret: "mine" },
      { site: "felimar", url: `${PUBLIC_URL}/${"a".repeat(2000)}` },
      { site: "elsewhere", url: PUBLIC_URL },
      { site: "felimar" },
    ]) {
      const response = await create(felimarOwner, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
  });

  it("answers 404 to another site's owner, on adding and on deleting, and to an id that is not a uuid", async () => {
    const response = await create(neronOwner, { site: "felimar", url: PUBLIC_URL });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
    const webhook = await created(felimarOwner);
    expect((await remove(neronOwner, webhook.id)).status).toBe(404);
    expect((await remove(felimarOwner, "not-a-uuid")).status).toBe(404);
    expect((await remove(felimarOwner, crypto.randomUUID())).status).toBe(404);
    expect(await api().database.db.select({ id: webhooks.id }).from(webhooks)).toEqual([{ id: webhook.id }]);
  });

  it("deletes with 204, audited, and the webhook's deliveries go with it", async () => {
    const db = api().database.db;
    const webhook = await created(felimarOwner);
    const other = await created(felimarOwner, "https://93.184.215.14/other");
    expect((await api().submit("/api/felimar/requests", felimarRequest())).status).toBe(201);
    const jobsOf = (id: string) =>
      db.select({ id: outboxJobs.id }).from(outboxJobs).where(eq(outboxJobs.webhookId, id));
    expect(await jobsOf(webhook.id)).toHaveLength(1);

    const response = await remove(felimarOwner, webhook.id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await jobsOf(webhook.id)).toEqual([]);
    expect(await jobsOf(other.id)).toHaveLength(1);
    expect((await remove(felimarOwner, webhook.id)).status).toBe(404);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "webhook_removed"));
    expect(audit).toMatchObject({
      userId: felimarOwner.userId,
      details: { site: "felimar", webhookId: webhook.id, host: "93.184.215.14" },
    });
  });

  it(`keeps a site to ${MAX_WEBHOOKS_PER_SITE} webhooks, even when added all at once`, async () => {
    const responses = await Promise.all(
      Array.from({ length: MAX_WEBHOOKS_PER_SITE + 5 }, (_, n) =>
        create(felimarOwner, { site: "felimar", url: `${PUBLIC_URL}/${n}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_WEBHOOKS_PER_SITE);
    const refused = responses.find((response) => response.status === 400)!;
    expect((await refused.json()).error.code).toBe("too_many_webhooks");
    expect(
      await api()
        .database.db.select({ id: webhooks.id })
        .from(webhooks)
        .where(inArray(webhooks.site, ["felimar"])),
    ).toHaveLength(MAX_WEBHOOKS_PER_SITE);
  });
});

describeApi(
  "the webhooks API with WEBHOOK_ALLOW_PRIVATE=1",
  (api) => {
    it("accepts http and private addresses", async () => {
      const owner = await createSignedInAdmin(api().database.db, { role: "owner", sites: ["felimar"] });
      for (const url of ["http://127.0.0.1:8080/hook", "https://10.0.0.5/hook", "http://localhost:9000/hook"]) {
        const response = await api().post("/api/admin/webhooks", { site: "felimar", url }, owner.headers);
        expect(response.status, url).toBe(201);
      }
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: true },
);
