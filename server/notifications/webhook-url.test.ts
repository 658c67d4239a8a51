import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPublicAddress, type ResolveHost } from "./webhook-url";

// No network in tests: host names resolve from this table.
const dnsTable: Record<string, string[]> = {
  "hooks.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  localhost: ["127.0.0.1", "::1"],
  "split.example.com": ["93.184.215.14", "10.0.0.7"],
  "metadata.example.com": ["169.254.169.254"],
};
const resolve: ResolveHost = async (hostname) => {
  const addresses = dnsTable[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return addresses;
};
const check = (url: string, allowPrivate = false) => checkWebhookUrl(url, { allowPrivate, resolve });

describe("isPublicAddress", () => {
  it.each([
    ["93.184.215.14", true],
    ["8.8.8.8", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["100.127.255.255", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["198.18.0.1", false],
    ["192.0.2.1", false],
    ["::1", false],
    ["::", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fe80::1", false],
    ["febf::1", false],
    ["ff02::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:192.168.0.1", false],
    ["64:ff9b::a00:1", false],
    ["2001:db8::1", false],
    ["2002:7f00:1::1", false],
    ["localhost", false],
    ["", false],
  ])("%s → %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it("draws the private blocks' edges where they are", () => {
    expect(isPublicAddress("172.15.255.255")).toBe(true);
    expect(isPublicAddress("172.32.0.0")).toBe(true);
    expect(isPublicAddress("100.63.255.255")).toBe(true);
    expect(isPublicAddress("100.128.0.0")).toBe(true);
    expect(isPublicAddress("11.0.0.0")).toBe(true);
    expect(isPublicAddress("223.255.255.255")).toBe(true);
    expect(isPublicAddress("fbff:ffff::1")).toBe(false); // outside 2000::/3 as well
    expect(isPublicAddress("2a00:1450::1")).toBe(true);
  });
});

describe("checkWebhookUrl", () => {
  it.each([
    "https://hooks.example.com/felimar",
    "https://93.184.215.14/hook",
    "https://[2606:4700:4700::1111]:8443/hook?x=1",
  ])("accepts %s", async (url) => {
    expect(await check(url)).toMatchObject({ ok: true });
  });

  it.each([
    ["http://hooks.example.com/hook", "not https"],
    ["ftp://hooks.example.com/hook", "not https"],
    ["hooks.example.com/hook", "not a URL"],
    ["https://user:secret@hooks.example.com/hook", "credentials in URL"],
    ["https://token@hooks.example.com/hook", "credentials in URL"],
    ["https://127.0.0.1/hook", "private address"],
    ["https://[::1]/hook", "private address"],
    ["https://10.0.0.1/hook", "private address"],
    ["https://172.16.5.4/hook", "private address"],
    ["https://192.168.0.10/hook", "private address"],
    ["https://169.254.169.254/latest/meta-data", "private address"],
    ["https://[fc00::1]/hook", "private address"],
    ["https://[fe80::1]/hook", "private address"],
    ["https://100.64.0.1/hook", "private address"],
    ["https://0.0.0.0/hook", "private address"],
    ["https://[::ffff:127.0.0.1]/hook", "private address"],
    ["https://0x7f.1/hook", "private address"],
    ["https://2130706433/hook", "private address"],
    ["https://localhost/hook", "private address"],
    ["https://metadata.example.com/hook", "private address"],
    ["https://split.example.com/hook", "private address"],
    ["https://nowhere.invalid/hook", "does not resolve"],
    [`https://hooks.example.com/${"a".repeat(2000)}`, "not a URL"],
  ])("refuses %s (%s) with an English message", async (url, problem) => {
    const result = await check(url);
    expect(result).toMatchObject({ ok: false, problem });
    if (!result.ok) expect(result.message).toMatch(/^[A-Z].+\.$/);
  });

  it.each([
    "http://127.0.0.1:8080/hook",
    "https://[::1]/hook",
    "http://localhost/hook",
    "https://10.0.0.1/hook",
    "https://169.254.169.254/",
  ])("accepts %s when private addresses are allowed", async (url) => {
    expect(await check(url, true)).toMatchObject({ ok: true });
  });

  it("still refuses credentials and unresolvable hosts when private addresses are allowed", async () => {
    expect(await check("http://user:pw@127.0.0.1/hook", true)).toMatchObject({
      ok: false,
      problem: "credentials in URL",
    });
    expect(await check("https://nowhere.invalid/hook", true)).toMatchObject({ ok: false, problem: "does not resolve" });
    expect(await check("ftp://127.0.0.1/hook", true)).toMatchObject({ ok: false, problem: "not https" });
  });

  it("resolves through the system resolver by default (localhost is loopback)", async () => {
    expect(await checkWebhookUrl("https://localhost/hook", { allowPrivate: false })).toMatchObject({
      ok: false,
      problem: "private address",
    });
  });
});
