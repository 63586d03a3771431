import { vi } from 'vitest';

/** One request seen by the stubbed `fetch`. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * Replaces `fetch` (the HTTP boundary) with a stub answering JSON from `route(method, url)`;
 * unrouted calls answer 404 in the API's error shape. Returns the list of requests made.
 */
export function stubFetch(route: (method: string, url: string, body: unknown) => Answer | undefined) {
  const seen: SeenRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    seen.push({ url, method, headers: new Headers(init.headers), body });
    const answer = route(method, url, body) ?? {
      status: 404,
      body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return seen;
}
