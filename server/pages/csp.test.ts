import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createNonce, documentPolicy, hashInlineScripts } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashInlineScripts", () => {
  it("hashes every inline script of the build's own output, skipping external and empty ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">import "b"</script><script></script>`;
    expect(hashInlineScripts(html)).toEqual({ html, hashes: [sha("a()"), sha('import "b"')] });
  });

  it("with a render's nonce, trusts only the scripts that carry it, and takes the nonce out of the page", () => {
    const nonce = createNonce();
    const html = `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">ours()</script><p><script>injected()</script></p><script type="module" async="" nonce="${nonce}">boot()</script>`;
    const result = hashInlineScripts(html, nonce);
    expect(result.hashes).toEqual([sha("ours()"), sha("boot()")]);
    expect(result.hashes).not.toContain(sha("injected()"));
    expect(result.html).toBe(
      `<link rel="modulepreload" href="/a.js"/><script>ours()</script><p><script>injected()</script></p><script type="module" async="">boot()</script>`,
    );
  });

  it("does not trust a script that carries some other nonce", () => {
    expect(hashInlineScripts(`<script nonce="guess">x()</script>`, createNonce()).hashes).toEqual([]);
  });
});

describe("createNonce", () => {
  it("makes 128 random bits, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64url")).toHaveLength(16);
  });
});

describe("documentPolicy", () => {
  it("allows scripts from the site and the given sources only", () => {
    const policy = documentPolicy(["'nonce-abc'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
