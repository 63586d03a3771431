/**
 * The API answers the server embedded in the page (docs/performance.md): for the page first loaded, the
 * server writes the reads of its first render (`config/routes` `initialData`, and the layout's web
 * settings) into a `<script type="application/json" id="initial-data">` block, as
 * `{ "reads": [[key, answer], …] }` where each key is the read's SWR key ({@link ApiKey}: path, language,
 * query) and each answer is the API's JSON body for it. They become SWR's `fallback`: the first render
 * shows the content without a request; SWR still revalidates them as usual.
 *
 * Nothing personal is ever embedded: the page is the same for every visitor (public reads only).
 *
 * @module lib/initial-data
 */
import { unstable_serialize } from 'swr';
import type { ApiKey } from './fetcher';

/** Id of the page's data block (written by the server, cms `lib/seo/initial-data`). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** Content of the data block. */
export interface InitialData {
  reads: [key: ApiKey, answer: unknown][];
}

const isKey = (key: unknown): key is ApiKey => Array.isArray(key) && typeof key[0] === 'string' && typeof key[1] === 'string';

/**
 * SWR's `fallback` for embedded reads: serialized SWR key → answer.
 *
 * @param data - the block's content; anything malformed is left out.
 */
export function initialFallback(data: unknown): Record<string, unknown> {
  const reads = (data as Partial<InitialData> | null)?.reads;
  if (!Array.isArray(reads)) return {};
  return Object.fromEntries(reads.filter((read) => Array.isArray(read) && isKey(read[0])).map(([key, answer]) => [unstable_serialize(key), answer]));
}

/**
 * Reads the page's data block once.
 *
 * @returns SWR's `fallback` ({@link initialFallback}); empty without a block or with an unreadable one.
 */
export function readInitialData(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return initialFallback(JSON.parse(text));
  } catch {
    return {};
  }
}
