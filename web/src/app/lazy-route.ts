/**
 * Lazy route loading with the chunk-load timeout of spec §8/§9 (120 000 ms): a route chunk that fails
 * or does not arrive in time rejects, and the route's error element shows the 500 view.
 *
 * @module app/lazy-route
 */
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

/** What a route module exports. */
export interface RouteModule {
  Component: ComponentType;
}

/** Error raised when a chunk takes longer than the timeout. */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Route chunk not loaded after ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * Races a promise against a timeout.
 *
 * @param timeoutMs - milliseconds.
 * @throws {ChunkLoadTimeoutError} when the timeout wins.
 */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Wraps a dynamic import for react-router's `lazy` route property.
 *
 * @param load - e.g. `() => import('./routes/home')`.
 * @returns a `lazy` function resolving to `{ Component }`.
 */
export function lazyRoute(load: () => Promise<RouteModule>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<RouteModule> {
  return async () => {
    const module = await withTimeout(load(), timeoutMs);
    return { Component: module.Component };
  };
}
