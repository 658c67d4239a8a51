import fc from "fast-check";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import {
  catalogueRoutes,
  GET_ENDPOINTS,
  POST_ENDPOINTS,
  registeredRoutes,
  UNLIMITED,
  type PostEndpoint,
} from "#tests/support/api-endpoints.ts";
import { createApp } from "../app";
import { readConfig } from "../config";
import * as schema from "../db/schema";
import { createLogger } from "../logger";

/**
 * Bad input, generated: malformed, wrongly typed, deeply nested and oversized JSON,
 * unknown fields, text the database cannot store, invalid UTF-8, wrong content types,
 * odd methods, paths and headers, against every endpoint. Whatever comes in, the API
 * answers the error JSON with the status that names the problem, never a 5xx, and
 * stores nothing. FUZZ_SEED and FUZZ_RUNS replay or widen a run; a failure prints
 * the seed and the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_808);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const IN_FLIGHT = 8;

interface FuzzRequest {
  family: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** The statuses that name this request's problem. */
  expected: readonly number[];
}

const CODES_BY_STATUS: Record<number, readonly string[]> = {
  400: ["invalid_json", "nested_too_deep", "validation_failed"],
  404: ["not_found"],
  405: ["method_not_allowed"],
  413: ["payload_too_large"],
  415: ["unsupported_media_type"],
};

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/json;charset=UTF-8;x=y",
];
/** A route with its parameters filled in: a note slug or a writing session's id, of the right shape but unknown. */
const concrete = (route: string) =>
  route.replace(":slug", "AAAAAAAAAAAAAAAA").replace(":sessionId", "AAAAAAAAAAAAAAAAAAAAAA");
const ALL_PATHS = [...POST_ENDPOINTS.map((endpoint) => concrete(endpoint.path)), ...GET_ENDPOINTS.map(concrete)];
const KNOWN_PATHS = [...POST_ENDPOINTS.map((endpoint) => endpoint.path), ...GET_ENDPOINTS].map(
  (path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, "[^/]+")}$`),
);

// ---------------------------------------------------------------------------
// Building blocks

const endpoint = fc.constantFrom(...POST_ENDPOINTS);
const jsonType = fc.constantFrom(...JSON_TYPES);
/** Strings a database or a terminal may choke on: NUL, lone surrogates, controls, bidi overrides, huge ones. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "\udc00\ud800",
    "\u202e\u200b\ufeff",
    '\r\n{"level":60}',
    "%00",
    "'; DROP TABLE notes; --",
  ),
  fc.nat({ max: 4000 }).map((length) => "é".repeat(length)),
);
const unstorableString = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff"),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(""));
// JSON.stringify recurses: values built here stay shallow enough for it; the deep-json family goes deeper, as text.
const deepValue = fc
  .tuple(fc.integer({ min: 10, max: 400 }), fc.boolean())
  .map(([depth, arrays]) => nest(depth, arrays));
const anyValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: deepValue },
);
/** Header values as HTTP allows them (no CR, LF or NUL), odd all the same. */
const headerValue = fc.oneof(
  fc.string({ maxLength: 60, unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
  fc.nat({ max: 6000 }).map((length) => "x".repeat(length)),
  fc.constantFrom(
    "1.2.3.4, , ::1, not-an-ip",
    "gzip, br;q=0.5, *;q=0",
    "../../etc/passwd",
    "() { :; }; echo vulnerable",
  ),
);
const oddHeaders = fc.dictionary(
  fc.oneof(
    fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
    fc.constantFrom(
      "x-forwarded-for",
      "accept",
      "accept-encoding",
      "accept-language",
      "origin",
      "referer",
      "cookie",
      "authorization",
      "user-agent",
      "if-none-match",
      "range",
      "forwarded",
      "x-http-method-override",
    ),
  ),
  headerValue,
  { maxKeys: 4 },
);

function nest(depth: number, arrays: boolean): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = arrays ? [value] : { a: value };
  return value;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Random edits that may or may not keep a body valid. */
function mutateFreely(target: PostEndpoint) {
  const keys = Object.keys(target.validBody());
  return fc.array(
    fc.oneof(
      fc.record({
        kind: fc.constant("set" as const),
        key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("website"),
        value: anyValue,
      }),
      fc.record({
        kind: fc.constant("delete" as const),
        key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("website"),
      }),
    ),
    { maxLength: 3 },
  );
}

/** One edit after which the body is certainly refused. */
function breakSurely(target: PostEndpoint) {
  // Its own fields and every optional field any endpoint takes: an "unknown" key must be unknown everywhere.
  const known = new Set([
    ...Object.keys(target.validBody()),
    "website",
    "language",
    "phone",
    "plaats",
    "voorkeurs_tijd",
    "sleutel_beheer",
    "idempotency_key",
    "sessionId",
    "contentEnc",
    "contentHash",
  ]);
  const choices = [
    fc.record({
      kind: fc.constant("unknown" as const),
      key: fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !known.has(key) && key !== "__proto__"),
      value: anyValue,
    }),
    fc.record({
      kind: fc.constant("replace" as const),
      value: fc.oneof(
        fc
          .jsonValue({ maxDepth: 2 })
          .filter((value) => typeof value !== "object" || value === null || Array.isArray(value)),
        deepValue,
      ),
    }),
    fc.record({ kind: fc.constant("unstorable" as const), key: fc.constantFrom(...known), value: unstorableString }),
    ...(target.required.length > 0
      ? [fc.record({ kind: fc.constant("drop" as const), key: fc.constantFrom(...target.required) })]
      : []),
  ];
  return fc.oneof(...choices);
}

/** A body the endpoint refuses: the valid one, edited freely and then broken for sure. */
function refusedBody(target: PostEndpoint): fc.Arbitrary<unknown> {
  return fc.tuple(mutateFreely(target), breakSurely(target)).map(([edits, breaking]) => {
    const body: Record<string, unknown> = target.validBody();
    for (const edit of edits) {
      if (edit.kind === "set") body[edit.key] = edit.value;
      else delete body[edit.key];
    }
    switch (breaking.kind) {
      case "replace":
        return breaking.value;
      case "drop":
        delete body[breaking.key];
        return body;
      case "unknown":
      case "unstorable":
        body[breaking.key] = breaking.value;
        return body;
    }
  });
}

/** Byte sequences no UTF-8 decoder accepts. */
const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xae],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
);

// ---------------------------------------------------------------------------
// Request families

const refusedJson = fc.tuple(endpoint, jsonType, oddHeaders).chain(([target, type, headers]) =>
  refusedBody(target).map((body): FuzzRequest => ({
    family: "refused-json",
    method: "POST",
    path: concrete(target.path),
    headers: { ...headers, "content-type": type },
    body: JSON.stringify(body),
    expected: [400],
  })),
);

const malformedJson = fc.tuple(endpoint, jsonType, oddHeaders).chain(([target, type, headers]) => {
  const text = JSON.stringify(target.validBody());
  const broken = fc.oneof(
    fc.nat({ max: text.length - 1 }).map((cut) => text.slice(0, cut)),
    fc
      .tuple(fc.nat({ max: text.length }), fc.string({ minLength: 1, maxLength: 4, unit: "binary" }))
      .map(([at, insert]) => text.slice(0, at) + insert + text.slice(at)),
    fc.string({ maxLength: 200, unit: "binary" }),
    fc.constantFrom(
      "{",
      "[",
      '{"a":1,}',
      "{'a':1}",
      "NaN",
      "undefined",
      '{"a":01}',
      '"\\x00"',
      "[1,]",
      '{"a" 1}',
      "\ufeff\ufeff{}",
      "/* */{}",
    ),
  );
  return broken
    .filter((body) => !isJson(body))
    .map((body): FuzzRequest => ({
      family: "malformed-json",
      method: "POST",
      path: concrete(target.path),
      headers: { ...headers, "content-type": type },
      body,
      expected: [400],
    }));
});

const badUtf8 = fc.tuple(endpoint, jsonType, oddHeaders, fc.boolean()).chain(([target, type, headers, validAround]) => {
  const bytes = new TextEncoder().encode(JSON.stringify(validAround ? target.validBody() : { x: "y" }));
  return fc.tuple(fc.nat({ max: bytes.length }), invalidUtf8).map(([at, bad]): FuzzRequest => {
    const body = new Uint8Array([...bytes.subarray(0, at), ...bad, ...bytes.subarray(at)]);
    return {
      family: "invalid-utf8",
      method: "POST",
      path: concrete(target.path),
      headers: { ...headers, "content-type": type },
      body,
      expected: [400],
    };
  });
});

/** Nesting as deep as the body limit allows, written as text: `[[[…]]]` or `{"a":{"a":…}}`, top level or in a field. */
const deepJson = fc
  .tuple(endpoint, jsonType, fc.double({ min: 0.01, max: 1, noNaN: true }), fc.boolean(), fc.boolean())
  .map(([target, type, share, arrays, inField]): FuzzRequest => {
    const [open, close] = arrays ? ["[", "]"] : ['{"a":', "}"];
    // In a required field (every one of them refuses an array or object of arrays), or under a key no endpoint has.
    const key = target.required.find((field) => field !== "isPrivate" && field !== "viewPolicy") ?? "deep";
    const rest = target.validBody();
    delete rest[key];
    const restText = JSON.stringify(rest);
    const room = target.maxBytes - Buffer.byteLength(restText) - 64;
    const depth = Math.max(1, Math.floor((share * room) / (open.length + close.length)));
    const nested = open.repeat(depth) + "1" + close.repeat(depth);
    const body = inField ? `{"${key}":${nested}${restText === "{}" ? "}" : `,${restText.slice(1)}`}` : nested;
    return {
      family: "deep-json",
      method: "POST",
      path: concrete(target.path),
      headers: { "content-type": type },
      body,
      expected: [400],
    };
  });

const wrongContentType = fc
  .tuple(
    endpoint,
    fc.oneof(
      fc.constantFrom(
        "text/plain",
        "text/json",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonp",
        "application/json5",
        "application/json-patch+json",
        "application/vnd.api+json",
        "*/*",
        "json",
        "application/ json",
      ),
      fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}$/).filter((type) => !/^application\/json$/i.test(type)),
      fc.constant(undefined),
    ),
    oddHeaders,
  )
  .map(([target, type, headers]): FuzzRequest => ({
    family: "wrong-content-type",
    method: "POST",
    path: concrete(target.path),
    // Even a body the endpoint would take: it must say what it is.
    headers: { ...headers, ...(type === undefined ? {} : { "content-type": type }) },
    body:
      type === undefined
        ? new TextEncoder().encode(JSON.stringify(target.validBody()))
        : JSON.stringify(target.validBody()),
    expected: [415],
  }));

const oversized = fc
  .tuple(endpoint, jsonType, fc.integer({ min: 1, max: 64 * 1024 }), fc.boolean())
  .filter(([target, , , huge]) => target.maxBytes < 1024 * 1024 || huge)
  .map(([target, type, extra, asJson]): FuzzRequest => {
    const filler = "x".repeat(target.maxBytes + extra);
    const body = asJson ? JSON.stringify({ ...target.validBody(), website: filler }) : filler;
    return {
      family: "oversized",
      method: "POST",
      path: concrete(target.path),
      headers: { "content-type": type },
      body,
      expected: [413],
    };
  });

const wrongMethod = fc
  .tuple(
    fc.constantFrom(...ALL_PATHS),
    fc.oneof(
      fc.constantFrom(
        "GET",
        "PUT",
        "PATCH",
        "DELETE",
        "OPTIONS",
        "HEAD",
        "POST",
        "PROPFIND",
        "propfind",
        "M-SEARCH",
        "BREW",
      ),
      fc.stringMatching(/^[A-Z]{1,10}$/),
    ),
    oddHeaders,
  )
  .filter(([path, method]) => {
    const answered = POST_ENDPOINTS.some((candidate) => concrete(candidate.path) === path) ? ["POST"] : ["GET", "HEAD"];
    return !answered.includes(method.toUpperCase());
  })
  .map(([path, method, headers]): FuzzRequest => {
    const reading = ["GET", "HEAD"].includes(method.toUpperCase());
    // GET /api/notes/verify asks for a note called "verify": there is none.
    const readsNote = reading && path.startsWith("/api/notes/");
    return {
      family: "wrong-method",
      method,
      path,
      headers: { ...headers, "content-type": "application/json" },
      body: reading ? undefined : "{}",
      expected: readsNote ? [404, 405] : [405],
    };
  });

/** Path segments with encodings that trip parsers: NUL, invalid UTF-8, slashes, RTL overrides, long runs. */
const oddSegment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_~!$&'()*+,;=:@-]{1,24}$/),
  fc.constantFrom(
    "%00",
    "%ff",
    "%fe%ff",
    "%c0%ae",
    "%2f",
    "%5c",
    "%25",
    "%0a%0d",
    "%e2%80%ae",
    "%",
    "%zz",
    "%u0041",
    "\u00e9",
    "\u{1f600}",
    "a%2fb",
    "NEWSLETTER",
    "sessions.json",
    "*",
    "~",
    ";",
    "@",
  ),
  fc.nat({ max: 3000 }).map((length) => "a".repeat(length + 1)),
);

const unknownPath = fc
  .tuple(
    fc.constantFrom(
      "/api/",
      "/api/notes/x/",
      "/api/felimar/",
      "/api/newsletter/",
      "/api/neron/",
      "/api/housing/",
      "/api//",
    ),
    fc.array(oddSegment, { minLength: 0, maxLength: 4 }),
    fc.option(fc.webQueryParameters(), { nil: undefined }),
    fc.constantFrom("GET", "POST", "PUT", "DELETE"),
    oddHeaders,
  )
  .map(([prefix, segments, query, method, headers]) => ({
    path: prefix + segments.join("/") + (query ? `?${query}` : ""),
    method,
    headers,
  }))
  .filter(({ path }) => !isKnownApiPath(path))
  .map(({ path, method, headers }): FuzzRequest => ({
    family: "unknown-path",
    method,
    path,
    headers: { ...headers, "content-type": "application/json" },
    body: method === "GET" ? undefined : "{}",
    expected: [404],
  }));

const unknownNote = fc
  .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.stringMatching(/^[A-Za-z0-9_-]{16}$/)), oddHeaders)
  .filter(([slug]) => !["sessions", "verify", ".", ".."].includes(slug) && !slug.includes("/") && !/^%2e/i.test(slug))
  .map(([slug, headers]): FuzzRequest => ({
    family: "unknown-note",
    method: "GET",
    path: `/api/notes/${encodeURIComponent(slug)}`,
    headers,
    expected: [404],
  }));

const anyBadRequest = fc
  .oneof(
    { weight: 8, arbitrary: refusedJson },
    { weight: 3, arbitrary: malformedJson },
    { weight: 2, arbitrary: badUtf8 },
    { weight: 2, arbitrary: wrongContentType },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: deepJson },
    { weight: 2, arbitrary: wrongMethod },
    { weight: 2, arbitrary: unknownPath },
    { weight: 1, arbitrary: unknownNote },
  )
  .map((request) => Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }));

/** A failure report that stays readable when the body is megabytes long. */
function describeRequest({ family, method, path, headers, body, expected }: FuzzRequest): string {
  const shown = (text: string) =>
    text.length > 600 ? `${text.slice(0, 300)}…(${text.length} chars)…${text.slice(-100)}` : text;
  const bodyText = body instanceof Uint8Array ? `bytes ${Buffer.from(body).toString("hex")}` : (body ?? "");
  return JSON.stringify({
    family,
    method,
    path: shown(path),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, shown(value)])),
    body: shown(bodyText),
    expected,
  });
}

function isKnownApiPath(pathWithQuery: string): boolean {
  const { pathname } = new URL(pathWithQuery, "http://localhost");
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Left encoded, as the router leaves it.
  }
  return KNOWN_PATHS.some((known) => known.test(pathname) || known.test(decoded));
}

// ---------------------------------------------------------------------------

/** Every table but the rate-limit counters, which every request rightly bumps. */
const storedTables = (Object.values(schema) as unknown[]).filter(
  (table): table is PgTable => is(table, PgTable) && table !== schema.rateLimitCounters,
);

describeApi(
  "Fuzzing every endpoint",
  (api) => {
    async function rowCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of storedTables) {
        const [row] = await api()
          .database.db.select({ count: sql<number>`count(*)::int` })
          .from(table);
        counts[getTableName(table)] = row?.count ?? -1;
      }
      return counts;
    }

    beforeAll(async () => {
      // The signing key is made on first use: let that happen before counting rows.
      await api().request("/.well-known/jwks.json");
    });

    it("covers every route the app has", () => {
      const app = createApp({ config: readConfig({}), database: api().database, logger: createLogger("silent") });
      expect(registeredRoutes(app)).toEqual(catalogueRoutes());
    });

    it(
      `answers ${RUNS} generated bad requests with the error JSON and a 4xx, storing nothing (seed ${SEED})`,
      { timeout: 300_000 },
      async () => {
        const before = await rowCounts();
        const families = new Map<string, number>();
        let sent = 0;
        const check = async (request: FuzzRequest) => {
          families.set(request.family, (families.get(request.family) ?? 0) + 1);
          sent++;
          const response = await api().request(request.path, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          });
          const label = `${request.family}: ${request.method} ${request.path.slice(0, 120)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(request.expected, `${label} answered ${response.status}`).toContain(response.status);
          if (request.method.toUpperCase() === "HEAD") return;
          expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
          const body = JSON.parse(await decodedText(response)) as unknown;
          expect(body, label).toEqual({
            error: {
              code: expect.any(String),
              message: expect.any(String),
              ...(hasFields(body) ? { fields: expect.any(Object) } : {}),
            },
          });
          const { code, fields } = (body as { error: { code: string; fields?: Record<string, unknown> } }).error;
          expect(CODES_BY_STATUS[response.status], label).toContain(code);
          for (const message of Object.values(fields ?? {})) expect(typeof message, label).toBe("string");
        };
        // A few requests in flight at once, as real clients send them (and PostgreSQL works while Node checks).
        const batch = fc.array(anyBadRequest, { minLength: IN_FLIGHT, maxLength: IN_FLIGHT });
        await fc.assert(
          fc.asyncProperty(batch, async (requests) => void (await Promise.all(requests.map(check)))),
          { seed: SEED, numRuns: Math.ceil(RUNS / IN_FLIGHT), endOnFailure: true },
        );
        expect(sent).toBeGreaterThanOrEqual(RUNS);
        expect(await rowCounts()).toEqual(before);
        // Every family ran: a filter gone too strict would quietly test nothing.
        expect([...families.keys()].sort()).toEqual([
          "deep-json",
          "invalid-utf8",
          "malformed-json",
          "oversized",
          "refused-json",
          "unknown-note",
          "unknown-path",
          "wrong-content-type",
          "wrong-method",
        ]);
      },
    );

    // Cases the fuzzing found or that are too big to generate thousands of times.
    it("refuses NUL and lone surrogates with 400 naming the field, where they used to be a 500 from the database", async () => {
      const before = await rowCounts();
      const neron = POST_ENDPOINTS.find((candidate) => candidate.path === "/api/neron/contact")!;
      for (const nombre of ["Ana\u0000", "Ana \ud83d", "\udc00Ana"]) {
        const response = await api().post(neron.path, { ...neron.validBody(), nombre });
        expect(response.status).toBe(400);
        expect((await response.json()).error.fields).toEqual({ nombre: expect.stringContaining("cannot be stored") });
      }
      // Deep inside the verify call's free-form proof, which reached a database lookup by key id.
      const verify = await api().post("/api/notes/verify", {
        proof: { alg: "Ed25519", kid: "k\u0000", payload: "{}", signature: "A".repeat(86) },
        content: "x",
      });
      expect(verify.status).toBe(400);
      expect((await verify.json()).error.fields).toEqual({ "proof.kid": expect.any(String) });
      expect(await rowCounts()).toEqual(before);
    });

    it("refuses invalid UTF-8 inside an otherwise valid body instead of storing U+FFFD", async () => {
      const before = await rowCounts();
      for (const target of POST_ENDPOINTS) {
        const text = JSON.stringify(target.validBody());
        const at = text.indexOf('":"') + 3;
        const bytes = Buffer.concat([
          Buffer.from(text.slice(0, at)),
          Buffer.from([0xc3, 0x28]),
          Buffer.from(text.slice(at)),
        ]);
        const response = await api().request(concrete(target.path), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: bytes,
        });
        expect(response.status, target.path).toBe(400);
        expect((await response.json()).error.code).toBe("invalid_json");
      }
      expect(await rowCounts()).toEqual(before);
    });

    it("refuses deep nesting before parsing it (4 MB of `[` cost JSON.parse a second of blocked event loop)", async () => {
      // As deep as the largest body taken (the note's create call) allows.
      const depth = Math.max(...POST_ENDPOINTS.map((endpoint) => endpoint.maxBytes)) / 2 - 64;
      const body = `{"events":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      const response = await api().request("/api/notes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("nested_too_deep");
    });

    it("answers a known path's other methods with 405 and the methods it takes", async () => {
      const response = await api().request("/api/newsletter", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect((await response.json()).error.code).toBe("method_not_allowed");
      const health = await api().request("/healthz", { method: "DELETE" });
      expect(health.status).toBe(405);
      expect(health.headers.get("Allow")).toBe("GET, HEAD");
    });
  },
  UNLIMITED,
);

function hasFields(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    "error" in body &&
    typeof body.error === "object" &&
    body.error !== null &&
    "fields" in body.error
  );
}

/** The body as text, unpacking what the compress middleware packed for an Accept-Encoding header. */
async function decodedText(response: Response): Promise<string> {
  const encoding = response.headers.get("content-encoding");
  if (!encoding || !response.body) return response.text();
  const format = encoding === "gzip" ? "gzip" : "deflate";
  return new Response(response.body.pipeThrough(new DecompressionStream(format))).text();
}
