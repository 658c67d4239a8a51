import { watchedValue } from "../db/watched-value";
import { encodePage, type EncodedPage } from "./encoded-page";

/** A render of a page as React Router answered it, before it is encoded. */
export interface RenderedHtml {
  status: number;
  html: string;
  headers: Record<string, string>;
  /** Whether it is the page everyone gets: the status its route must have (not a 503 because content could not be read). */
  cacheable: boolean;
}

/** The cached page, or a render that may not be cached, to answer the requests that waited for it. */
export type CachedRender = { page: EncodedPage } | { uncacheable: RenderedHtml };

/** Sent by the trigger of migration 0010 when a transaction that changed stored content commits. */
export const CONTENT_CHANNEL = "content_changed";
/** A page is rendered again at least this often anyway: it shows the year in its footer. */
const MAX_AGE_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

interface Entry {
  version: number;
  renderedAt: number;
  result: Promise<CachedRender>;
}

/**
 * Pages whose HTML depends only on stored content (Felimar's packages, gallery
 * and testimonials; the 404 page on nothing at all), rendered once per content
 * version and then served from memory like a prerendered page (and again after an
 * hour, and when the UTC day changes: the community's events leave its page on the day
 * after their date, and its loader reads the date in UTC too). The version is a
 * row the database moves on every change to that content, and its NOTIFY reaches
 * every instance as the change commits (migration 0010); the instance reads the
 * new version and renders on the next request. After a lost LISTEN connection
 * comes back the version is read again, a failed read is retried within a second,
 * and the version is read every 10 s anyway, so no change is missed for long. While
 * the database is unreachable the last good render keeps being served.
 *
 * Concurrent requests for a page being rendered share the one render. A render that
 * is not cacheable (an error, a 503 because content could not be read) is answered
 * to the requests that waited for it only, and the next request renders again.
 */
export function contentPageCache({
  readVersion,
  listen,
  now = Date.now,
}: {
  readVersion: () => Promise<number>;
  listen: (channel: string, onNotify: () => void) => () => Promise<void>;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  let version: number | undefined;
  // Read on every change's NOTIFY, every 10 s anyway, a second after a failed read (the last good renders are served meanwhile).
  const watchedVersion = watchedValue({
    read: readVersion,
    listen,
    channel: CONTENT_CHANNEL,
    onValue: (read) => (version = read),
  });

  return {
    /** The page for `key` as rendered for the current content version, rendering it with `render` when there is none. */
    async get(key: string, render: () => Promise<RenderedHtml>): Promise<CachedRender> {
      // The first request starts the watch; while the database was away from the start, every request tries a read.
      if (version === undefined) await watchedVersion.refresh();
      // Never read a version (the database was away from the start): nothing can be cached safely.
      if (version === undefined) return { uncacheable: await render() };
      const current = entries.get(key);
      if (current && current.version === version && isFresh(current.renderedAt, now())) return current.result;
      const forget = (stale: Entry) => entries.get(key) === stale && entries.delete(key);
      const entry: Entry = {
        version,
        renderedAt: now(),
        result: render().then(async (rendered): Promise<CachedRender> => {
          if (isCacheable(rendered))
            return { page: await encodePage(rendered.html, rendered.status, rendered.headers) };
          forget(entry);
          return { uncacheable: rendered };
        }),
      };
      entry.result.catch(() => forget(entry));
      entries.set(key, entry);
      return entry.result;
    },
    /** Drops every render: what they hold changed outside the content (the hosts their URLs name). */
    forgetAll() {
      entries.clear();
    },
    async stop() {
      await watchedVersion.stop();
    },
  };
}

export type ContentPageCache = ReturnType<typeof contentPageCache>;

/**
 * A render younger than an hour and from the same UTC day. Every cached page, not only
 * the community's, renders again at midnight: one render per page a day costs less than
 * a handle flag to keep in step with the loaders that read the date.
 */
function isFresh(renderedAt: number, at: number): boolean {
  return at - renderedAt < MAX_AGE_MS && Math.floor(renderedAt / DAY_MS) === Math.floor(at / DAY_MS);
}

/** Only complete answers that are the same for everyone. */
function isCacheable(rendered: RenderedHtml): boolean {
  return rendered.cacheable && !Object.keys(rendered.headers).some((name) => name.toLowerCase() === "set-cookie");
}
