import { describe, expect, it } from "vitest";
import { parseSiteDomains } from "../hosts/site-domains";
import { siteHosts } from "../hosts/site-hosts";
import { publicUrlRewriter } from "./public-urls";

const P = "https://0123abcd.invalid";
const rewrite = publicUrlRewriter(
  siteHosts(
    "https://platform.example",
    parseSiteDomains("felimar=felimar.es,www.felimar.es;naturliv=naturliv.no", "platform.example"),
  ),
  P,
);

describe("publicUrlRewriter", () => {
  it("puts a page with a domain of its own on that domain, at its path there, whoever serves it", () => {
    for (const serving of ["https://platform.example", "https://felimar.es"]) {
      expect(rewrite(`<link rel="canonical" href="${P}/felimar"/>`, serving)).toBe(
        '<link rel="canonical" href="https://felimar.es/"/>',
      );
    }
    expect(rewrite(`"${P}/no/naturliv" "${P}/no/projects" "${P}/naturliv"`, "https://naturliv.no")).toBe(
      '"https://naturliv.no/no" "https://naturliv.no/no/projects" "https://naturliv.no/"',
    );
  });

  it("puts other pages on the shared host", () => {
    expect(rewrite(`href="${P}/housing"`, "https://platform.example")).toBe('href="https://platform.example/housing"');
    expect(rewrite(`href="${P}/writtenbyhuman"`, "https://felimar.es")).toBe(
      'href="https://platform.example/writtenbyhuman"',
    );
  });

  it("keeps other paths on the origin that serves the answer", () => {
    expect(rewrite(`content="${P}/og/felimar.png"`, "https://felimar.es")).toBe(
      'content="https://felimar.es/og/felimar.png"',
    );
    expect(rewrite(`Sitemap: ${P}/sitemap.xml\n`, "https://platform.example")).toBe(
      "Sitemap: https://platform.example/sitemap.xml\n",
    );
    expect(rewrite(`${P}/writtenbyhuman/note/abc`, "https://platform.example")).toBe(
      "https://platform.example/writtenbyhuman/note/abc",
    );
  });

  it("ends a URL where HTML, JSON, a JS string or a fragment would", () => {
    expect(rewrite(`{"@id":"${P}/felimar#business"}`, "https://felimar.es")).toBe(
      '{"@id":"https://felimar.es/#business"}',
    );
    expect(rewrite(`enqueue("[\\"${P}/felimar\\"]")`, "https://felimar.es")).toBe(
      'enqueue("[\\"https://felimar.es/\\"]")',
    );
    expect(rewrite(`<loc>${P}/felimar</loc>`, "https://felimar.es")).toBe("<loc>https://felimar.es/</loc>");
    expect(rewrite(`'${P}/felimar?x=1&amp;y'`, "https://felimar.es")).toBe("'https://felimar.es/?x=1&amp;y'");
    expect(rewrite(`${P}`, "https://felimar.es")).toBe("https://platform.example/");
  });

  it("leaves text without the placeholder as it is, another .invalid origin too", () => {
    for (const text of [
      '<a href="https://felimar.es/felimar">x</a>',
      "https://public-origin.invalid/felimar https://0123abce.invalid/felimar",
    ]) {
      expect(rewrite(text, "https://platform.example")).toBe(text);
    }
  });
});
