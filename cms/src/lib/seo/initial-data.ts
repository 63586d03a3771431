/**
 * What a web page's HTML carries for its first paint besides its head (docs/performance.md):
 *
 * - the API answers of the page's first render (the layout's web settings and the page's own reads,
 *   `reads` of `page-meta.json`, from the web's `config/routes` `initialData`) in a
 *   `<script type="application/json" id="initial-data">` block, as `{ "reads": [[key, answer], …] }`
 *   where each key is the web app's SWR key of the read (`[path, language]` or `[path, language, query]`)
 *   and each answer the API's JSON body; the web app hands them to SWR as `fallback` (web
 *   `lib/initial-data`), so the page paints its content without waiting for the API;
 * - `<link rel="modulepreload">` for the code of the page's route module (`preload` of `page-meta.json`).
 *
 * The answers are produced by the public API itself: an anonymous `GET /api/client/<path>` sent by this
 * process to its own HTTP server (loopback), with the public application key and the page's language,
 * through every middleware, controller and contract of a visitor's request; so they have exactly the
 * API's shapes, and nothing personal can be in them (no visitor's cookie or token is sent). Each answer is
 * kept 15 s (the heads' content cache, `CACHE_TTL_MS` of ./content). A read that fails, answers anything but 200 or
 * takes longer than {@link READ_TIMEOUT_MS} is left out: the web app then reads it itself.
 *
 * Only a page's plain address embeds its own reads: with a query other than `?lang=`, or an optional
 * parameter (`/our-experts/yoga`), the page's reads differ from the declared ones (filters, page
 * number), and only the layout's are embedded.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { publicApiKey } from '../api-key';
import { cached } from '../content-cache';
import { escapeHtml, jsonLdText, type PageLanguage } from './head';
import type { InitialRead, MatchedPage, PageMetaFile } from './pages';

/** Id of the data block (the web's `INITIAL_DATA_ELEMENT_ID`). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
/** A read slower than this is left out of the page, in ms. */
export const READ_TIMEOUT_MS = 3_000;
/** Largest answer embedded, in bytes (a bigger one is left for the browser to read). */
const MAX_ANSWER_BYTES = 512 * 1024;
/** Base path of the reads (the client surface, DESIGN §2). */
const API_BASE = '/api/client/';

/** The web app's SWR key of a read: path, language and, when the read has one, its query. */
export type ReadKey = [path: string, language: PageLanguage] | [path: string, language: PageLanguage, query: Record<string, string | number>];

/** What {@link pageStartTags} needs of the request. */
export interface StartRequest {
  /** the page matched by the path, or `null` for a path that is no page */
  matched: MatchedPage | null;
  /** whether the page answers 200 (an unknown post's page embeds only the layout's reads) */
  found: boolean;
  meta: PageMetaFile;
  language: PageLanguage;
  /** the request's query string, without `?` */
  querystring: string;
}

/**
 * The SWR keys of the reads a page's first render makes.
 * @returns the layout's keys, then the page's own (see the module's rule on queries and optional parameters)
 */
export function pageReadKeys({ matched, found, meta, language, querystring }: StartRequest): ReadKey[] {
  const keyOf = (read: InitialRead, params: Record<string, string>): ReadKey | null => {
    let missing = false;
    const path = read.path.replace(/:(\w+)/g, (_all, name: string) => {
      const value = params[name];
      if (!value) missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (missing) return null;
    return read.query ? [path, language, read.query] : [path, language];
  };
  const keys = (meta.layoutReads ?? []).map((read) => keyOf(read, {})!);
  if (!matched || !found) return keys;
  const plainQuery = [...new URLSearchParams(querystring).keys()].every((name) => name === 'lang');
  const optional = [...matched.page.path.matchAll(/:(\w+)\?/g)].map((group) => group[1]);
  if (!plainQuery || optional.some((name) => matched.params[name])) return keys;
  for (const read of matched.page.reads ?? []) {
    const key = keyOf(read, matched.params);
    if (key) keys.push(key);
  }
  return keys;
}

/** The URL of a key's read on the client surface (query values as the web's API client writes them). */
export function readUrl([path, , query]: ReadKey): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Where this process's HTTP server can be reached from itself, or `null` while it is not listening. */
function ownAddress(): { host: string; port: number } | null {
  const address = strapi.server?.httpServer?.address() as AddressInfo | string | null | undefined;
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return { host, port: address.port };
}

/**
 * An anonymous read of the public API by this process (loopback).
 * @returns the parsed JSON body of a 200 answer, or `null` for any other answer
 * @throws Error when the server cannot be reached, the answer is too big or late (not kept in the cache)
 */
function selfRead(url: string, language: PageLanguage): Promise<unknown> {
  const own = ownAddress();
  if (!own) return Promise.reject(new Error('the server is not listening'));
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: own.host,
        port: own.port,
        path: url,
        agent: false,
        timeout: READ_TIMEOUT_MS,
        headers: { accept: 'application/json', 'accept-language': language, 'accept-encoding': 'identity', 'x-api-key': publicApiKey() },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error(`answer of ${url} above ${MAX_ANSWER_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => {
          if (response.statusCode !== 200) return resolve(null);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} after ${READ_TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

/** A read's path on the client surface: segments of URL-safe characters, none of them `.` or `..`. */
const READ_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w.~%-]+(?:\/[\w.~%-]+)*$/;

/**
 * The API's answer to one read, as an anonymous visitor gets it (kept 15 s, like the heads' content).
 * @returns the answer's JSON body, or `null` when the read failed, answered anything but 200, or names
 *   no plain path of the client surface
 */
export function readKeyAnswer(key: ReadKey): Promise<unknown> {
  if (!READ_PATH.test(key[0])) return Promise.resolve(null);
  const url = readUrl(key);
  return cached(`initial:${key[1]}:${url}`, () => selfRead(url, key[1])).catch(() => null);
}

/**
 * The embedded answers of a page: each key with the API's answer, those that failed left out.
 * @returns `[key, answer]` pairs in the order of {@link pageReadKeys}
 */
export async function pageReads(request: StartRequest): Promise<[ReadKey, unknown][]> {
  const keys = pageReadKeys(request);
  const answers = await Promise.all(keys.map(readKeyAnswer));
  return keys.flatMap((key, index) => (answers[index] == null ? [] : [[key, answers[index]] as [ReadKey, unknown]]));
}

/**
 * The tags a page's HTML carries for its first paint: modulepreload links of its route module's code,
 * and the data block of its embedded answers (`known`, those a server render used; else {@link pageReads}), JSON with `<`, `>`, `&` and the line
 * separators escaped so that no content can end the block.
 */
export async function pageStartTags(request: StartRequest, known?: [ReadKey, unknown][]): Promise<string> {
  const preload = request.found && request.matched ? (request.matched.page.preload ?? []) : [];
  const reads = known ?? (await pageReads(request));
  const lines = preload.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`);
  if (reads.length) lines.push(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonLdText({ reads })}</script>`);
  return lines.join('\n    ');
}
