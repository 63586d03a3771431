import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from './router';
import { siteRoutes } from '../config/routes';
import type { RouteModule } from './lazy-route';

const modules = import.meta.glob<RouteModule>('./routes/*.tsx');

/** The site layout's page routes, by path (`/` for the index). */
function sitePages(): Map<string, RouteObject> {
  const pages = routes[0].children!.flatMap((group) => group.children ?? []);
  return new Map(pages.map((route) => [route.index ? '/' : route.path!, route]));
}

describe('route modules named by the page list (preloaded by the server, docs/performance.md)', () => {
  it.each(Object.entries(siteRoutes).filter(([, page]) => 'module' in page))('%s: the module the router loads', async (_name, page) => {
    const route = sitePages().get(page.path);
    const load = modules[`./routes/${(page as { module: string }).module}.tsx`];
    expect(load, `app/routes/${(page as { module: string }).module}.tsx`).toBeDefined();
    const loaded = (await route!.lazy!()) as RouteModule;
    expect(loaded.Component).toBe((await load()).Component);
  });
});
