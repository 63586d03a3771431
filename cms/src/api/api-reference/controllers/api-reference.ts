/**
 * Serves the OpenAPI document generated from the contracts and the reference page (Swagger UI, from
 * the `swagger-ui-dist` package, served from our own origin: no CDN, no inline script).
 */
import path from 'node:path';
import send from 'koa-send';
import type { ApiContext } from '../../../lib/http';
import { openApiDocument } from '../../../lib/openapi';

let cached: string | undefined;

/** The files of `swagger-ui-dist` the page loads, plus our start script. */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);
const START_SCRIPT =
  "window.addEventListener('load',function(){window.ui=SwaggerUIBundle({url:'/api/openapi.json',dom_id:'#reference',deepLinking:true,defaultModelsExpandDepth:0,docExpansion:'list'});});\n";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference — wellness consultation platform</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" href="/api/docs/favicon-32x32.png">
</head>
<body>
<main id="reference"><noscript>The API reference needs JavaScript; the raw document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

export default {
  /** `GET /api/openapi.json`: the OpenAPI 3.1 document (generated once per process). */
  async document(ctx: ApiContext) {
    cached ??= JSON.stringify(openApiDocument());
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = cached;
  },
  /** `GET /api/docs`: the reference page. */
  async page(ctx: ApiContext) {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = PAGE;
  },
  /** `GET /api/docs/:asset`: the page's script and styles. */
  async asset(ctx: ApiContext) {
    const name = ctx.params.asset;
    if (name === 'start.js') {
      ctx.type = 'application/javascript';
      ctx.body = START_SCRIPT;
      return;
    }
    if (!ASSETS.has(name)) return;
    const root = path.dirname(require.resolve('swagger-ui-dist/package.json'));
    await send(ctx, name, { root, maxage: 24 * 60 * 60 * 1000 });
  },
};
