import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ChunkLoadTimeoutError, lazyRoute, withTimeout } from './lazy-route';
import { RouteError } from './route-error';
import { createI18n } from '../lib/i18n';
import { renderRoutes } from '../test/render';

describe('route failures (spec §2, §8)', () => {
  it('a chunk that fails to load shows the 500 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(
      [{ path: '/', errorElement: <RouteError />, HydrateFallback: () => null, lazy: lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))) }],
      '/',
      createI18n('fr'),
    );
    expect(await screen.findByTestId('server-error')).toHaveTextContent('Une erreur est survenue');
  });

  it('a chunk that takes longer than the timeout is a failure', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<never>(() => undefined);
      const pending = withTimeout(never, 120_000);
      const settled = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
      await vi.advanceTimersByTimeAsync(120_000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});
