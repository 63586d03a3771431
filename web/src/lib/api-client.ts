/**
 * The ONE HTTP client of the web site (DESIGN §2, §4; spec §7; docs/api-auth.md).
 *
 * Every request carries `x-api-key` (public application key), `Accept-Language` (`fr|en`, the current
 * interface language unless given per call) and, when the role the call is for is signed in,
 * `Authorization: Bearer <jwt>` with that role's token: a call goes to the surface of its `role`
 * (`client` → `/api/client/` by default, `consultant` → `/api/consultant/`, `admin` →
 * `/api/admin-panel/`) with that role's session. Sign-in, sign-up and password-reset calls are sent
 * `anonymous` (no token). When a call that carried a token answers 401, that role — and only that role —
 * is signed out and a toast says the session expired.
 *
 * Two recoveries are built in, each tried once per call:
 * - a 401 on a call that carried a token first asks {@link ApiClientOptions.refreshSession} for a fresh
 *   access token (the refresh session lives in an httpOnly cookie, docs/api-auth.md "Sessions") and
 *   repeats the call with it; only when that fails is the role signed out;
 * - a 429 `ChallengeRequired` (a public form past its budget across all callers, docs/api-auth.md
 *   "Limits") is solved by {@link ApiClientOptions.solveChallenge} (proof of work, about a second) and
 *   the same call is repeated with the solution in `x-altcha`.
 *
 * Answers follow docs/api.md: `{ data, meta? }` on success and `{ error: { status, name, message,
 * details? } }` on failure, which is thrown as {@link ApiError} — by JSON calls, by multipart uploads
 * (sent with `XMLHttpRequest` so that the upload's progress can be shown, docs/api-consultant.md "Files")
 * and by file downloads (private files need the bearer token, which a plain link would not send).
 *
 * @module lib/api-client
 */
import type { Schemas } from './api-types';
import { getPublicApiKey, API_BASES } from '../config/env';
import type { Language, Role } from '../config/constants';
import { currentLanguage, i18n } from './i18n';
import { isLoggedIn, sessions } from './session';
import { toast } from './toast';
import { refreshSession } from './session-refresh';
import { solveChallenge } from './proof-of-work';

/** Query-string values; `undefined`, `null` and `''` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Field errors of a 400 answer: field name → messages (docs/api.md). */
export type FieldErrors = Record<string, string[]>;

/** Error body shape of every API error (DESIGN §2). */
export interface ApiErrorBody {
  error: { status: number; name: string; message: string; details?: { fieldErrors?: FieldErrors } & Record<string, unknown> };
}

/** Pagination meta of list answers; `page` starts at 1. */
export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** `false` when `total` is a lower bound: the expert search's "more than 100" */
  totalIsExact?: boolean;
}

/** A list answer. */
export interface ListResponse<T> {
  data: T[];
  meta: { pagination: Pagination };
}

/** A single-record answer. */
export interface ItemResponse<T> {
  data: T;
}

/** A media object (the API's `Media`). */
export type Media = Schemas['Media'];

/**
 * Error thrown for any non-2xx answer or network failure.
 * `status` is 0 for a network failure; `message` is the server's (localized) message when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: ApiErrorBody['error']['details'];
  /** Whether `message` came from the server (as opposed to a generic fallback). */
  readonly fromServer: boolean;

  constructor(status: number, code: string, message: string, details?: ApiErrorBody['error']['details'], fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.fromServer = fromServer;
  }

  /** Field errors of a 400 validation answer, or an empty object. */
  get fieldErrors(): FieldErrors {
    return this.details?.fieldErrors ?? {};
  }
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Prefix of relative paths per role; defaults to {@link API_BASES}. */
  baseUrls?: Partial<Record<Role, string>>;
  /** Returns the `x-api-key` value. */
  getApiKey?: () => string;
  /** Returns the default `Accept-Language`. */
  getLanguage?: () => Language;
  /** Returns the bearer token of the role's signed-in user, if any. */
  getToken?: (role: Role) => string | null | undefined;
  /** Called when a call sent with `token` for `role` answers 401 (before the error is thrown). */
  onUnauthorized?: (role: Role, token: string) => void;
  /**
   * Trades the role's refresh session for a new access token after `staleToken` was refused (401).
   * Resolves to the new token, or `null` when the session cannot be renewed.
   */
  refreshSession?: (role: Role, staleToken: string) => Promise<string | null>;
  /**
   * Solves the proof-of-work `challenge` of a 429 `ChallengeRequired` answer; resolves to the
   * `x-altcha` header value, or `null` when it could not be solved.
   */
  solveChallenge?: (challenge: unknown) => Promise<string | null>;
  /** `fetch` implementation (tests stub it). */
  fetchImpl?: typeof fetch;
  /** Creates the `XMLHttpRequest` of an upload (tests pass a fake). */
  xhrFactory?: () => XMLHttpRequest;
}

/** Per-call options. */
export interface RequestOptions {
  query?: QueryParams;
  /** Overrides the current language for this call (SWR keys carry it). */
  language?: Language;
  signal?: AbortSignal;
  /** The role the call is for: its API surface and its token. Default `client`. */
  role?: Role;
  /** Send no token (sign-in, sign-up, forgotten password: a stale session must not interfere). */
  anonymous?: boolean;
  /**
   * Extra headers of this call (e.g. `Idempotency-Key` of `POST bookings`, docs/api-bookings.md); they
   * cannot replace `x-api-key`, `Accept-Language` or `Authorization`.
   */
  headers?: Record<string, string>;
}

/** Progress of an upload's body. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (`0` when the browser does not know). */
  total: number;
  /** `loaded / total` between 0 and 1 (0 while `total` is unknown). */
  fraction: number;
}

/** Options of {@link ApiClient.upload}. */
export interface UploadOptions extends RequestOptions {
  /** Default `POST`. */
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called as the body goes out (the request's `upload` progress events). */
  onProgress?: (progress: UploadProgress) => void;
}

/** A downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  /** The name of `Content-Disposition`, if the answer gave one. */
  filename: string | null;
}

/** The client returned by {@link createApiClient}. */
export interface ApiClient {
  /** GET `path` (relative to the base) and resolve to the parsed JSON body. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST `body` as JSON to `path` and resolve to the parsed JSON body. */
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** PUT `body` as JSON to `path` and resolve to the parsed JSON body. */
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** PATCH `body` as JSON to `path` and resolve to the parsed JSON body. */
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** DELETE `path`; resolves to the parsed body (`null` for a `204`). */
  delete<T = null>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends `form` as `multipart/form-data` (the browser sets the boundary) and resolves to the parsed JSON
   * body, reporting the upload's progress. Errors are the same {@link ApiError}s as the JSON calls'
   * (e.g. 413 `PayloadTooLarge`, 415 `UnsupportedFileType`).
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** GETs a file with the role's token (e.g. `/api/files/<id>`) and resolves to its content and name. */
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
  /** Headers sent with every call (exposed for tests and diagnostics). */
  headers(options?: RequestOptions): Record<string, string>;
}

/**
 * Builds a URL from a base, a path and query parameters.
 *
 * @param baseUrl - e.g. `/api/client/`.
 * @param path - e.g. `consultants` or `/api/client/consultants`; absolute `/api/...` paths are kept.
 * @param query - values left out when `undefined`, `null` or `''`.
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const joined = path.startsWith('/') ? path : `${baseUrl.replace(/\/+$/, '')}/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${joined}?${qs}` : joined;
}

async function parseBody(response: Response): Promise<unknown> {
  return parseText(await response.text());
}

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred over `filename="…"`).
 *
 * @returns the name, or `null` when the header has none.
 */
export function filenameOf(contentDisposition: string | null | undefined): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

/**
 * The text to show for a failed call: the server's message when it sent one, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'object' && value.error !== null;
}

/**
 * The error of a non-2xx answer: the server's `{ error }` when it sent one, else the HTTP status.
 */
function errorOf(status: number, statusText: string, parsed: unknown): ApiError {
  if (isErrorBody(parsed)) {
    const e = parsed.error;
    return new ApiError(e.status ?? status, e.name ?? 'Error', e.message ?? statusText, e.details, Boolean(e.message));
  }
  return new ApiError(status, 'HttpError', statusText || `HTTP ${status}`);
}

/** Headers a call may not set itself (the client's own). */
const FIXED_HEADERS = new Set(['accept', 'x-api-key', 'accept-language', 'authorization', 'content-type']);

/** The extra headers of a call without the client's own ones (any spelling). */
function extraHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(extra ?? {}).filter(([name]) => !FIXED_HEADERS.has(name.toLowerCase())));
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Creates an API client.
 *
 * @throws {ApiError} from every call on a non-2xx answer (server message and details kept) or a
 *   network failure (status 0); a call aborted through its `signal` rejects with the `AbortError`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrls = { ...API_BASES, ...options.baseUrls };
  const getApiKey = options.getApiKey ?? getPublicApiKey;
  const getLanguage = options.getLanguage ?? (() => currentLanguage(i18n));
  const getToken = options.getToken ?? (() => null);

  const tokenFor = (opts?: RequestOptions): string | null => (opts?.anonymous ? null : getToken(opts?.role ?? 'client') || null);

  const headers = (opts?: RequestOptions, token = tokenFor(opts)): Record<string, string> => {
    const h: Record<string, string> = {
      ...extraHeaders(opts?.headers),
      Accept: 'application/json',
      'x-api-key': getApiKey(),
      'Accept-Language': opts?.language ?? getLanguage(),
    };
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  };

  /** The proof-of-work challenge of a 429 `ChallengeRequired` body, if that is what it is. */
  const challengeOf = (status: number, parsed: unknown): unknown => {
    if (status !== 429 || !isErrorBody(parsed) || parsed.error.name !== 'ChallengeRequired') return undefined;
    return parsed.error.details?.challenge;
  };

  const send = async (method: string, path: string, body: unknown, opts?: RequestOptions, accept?: string): Promise<Response> => {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const role = opts?.role ?? 'client';
    const once = async (token: string | null, extra: Record<string, string> = {}): Promise<Response> => {
      const init: RequestInit = { method, headers: { ...headers(opts, token), ...extra, ...(accept ? { Accept: accept } : {}) }, signal: opts?.signal };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      try {
        return await fetchImpl(buildUrl(baseUrls[role], path, opts?.query), init);
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError(0, 'NetworkError', cause instanceof Error ? cause.message : 'Network error');
      }
    };
    let token = tokenFor(opts);
    let response = await once(token);
    if (response.status === 401 && token && options.refreshSession) {
      const fresh = await options.refreshSession(role, token);
      if (fresh) {
        token = fresh;
        response = await once(token);
      }
    }
    if (response.status === 429 && options.solveChallenge) {
      const challenge = challengeOf(
        response.status,
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      const proof = challenge ? await options.solveChallenge(challenge) : null;
      if (proof) response = await once(token, { 'x-altcha': proof });
    }
    if (response.status === 401 && token) options.onUnauthorized?.(role, token);
    return response;
  };

  const request = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: unknown, opts?: RequestOptions): Promise<T> => {
    const response = await send(method, path, body, opts);
    const parsed = await parseBody(response);
    if (!response.ok) throw errorOf(response.status, response.statusText, parsed);
    return parsed as T;
  };

  /** An upload, repeated once with a fresh token when the first one is refused (401). */
  const upload = async <T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> => {
    const role = opts.role ?? 'client';
    const token = tokenFor(opts);
    try {
      return await uploadOnce<T>(path, form, opts, token, !options.refreshSession);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !token || !options.refreshSession) throw error;
      const fresh = await options.refreshSession(role, token);
      if (!fresh) {
        options.onUnauthorized?.(role, token);
        throw error;
      }
      return uploadOnce<T>(path, form, opts, fresh, true);
    }
  };

  const uploadOnce = <T>(path: string, form: FormData, opts: UploadOptions, token: string | null, lastTry: boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const role = opts.role ?? 'client';
      if (opts.signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = options.xhrFactory?.() ?? new XMLHttpRequest();
      xhr.open(opts.method ?? 'POST', buildUrl(baseUrls[role], path, opts.query));
      for (const [name, value] of Object.entries(headers(opts, token))) xhr.setRequestHeader(name, value);
      const onAbort = () => xhr.abort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => opts.signal?.removeEventListener('abort', onAbort);
      if (opts.onProgress) {
        const report = opts.onProgress;
        xhr.upload.addEventListener('progress', (event) => {
          const total = event.lengthComputable ? event.total : 0;
          report({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
        });
      }
      xhr.addEventListener('load', () => {
        done();
        const parsed = parseText(xhr.responseText);
        if (xhr.status === 401 && token && lastTry) options.onUnauthorized?.(role, token);
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(errorOf(xhr.status, xhr.statusText, parsed));
          return;
        }
        resolve(parsed as T);
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new ApiError(0, 'NetworkError', 'Network error'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(abortError());
      });
      xhr.send(form);
    });

  const download = async (path: string, opts?: RequestOptions): Promise<DownloadedFile> => {
    const response = await send('GET', path, undefined, opts, '*/*');
    if (!response.ok) throw errorOf(response.status, response.statusText, await parseBody(response));
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
  };

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    upload,
    download,
    headers,
  };
}

/**
 * Application-wide client: current i18n language, runtime API key, the sessions of `lib/session`; a 401
 * on a call with a token first tries the role's refresh session (`lib/session-refresh`), and only then
 * signs that role out with a "session expired" toast; a proof-of-work challenge is solved on the way
 * (`lib/proof-of-work`).
 */
export const apiClient = createApiClient({
  getToken: (role) => {
    const session = sessions.get(role);
    return isLoggedIn(session) ? session.Token : null;
  },
  onUnauthorized: (role, token) => {
    if (sessions.expire(role, token)) toast.warning(i18n.t('session.expired'));
  },
  refreshSession,
  solveChallenge,
});
