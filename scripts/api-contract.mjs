/**
 * The API contract files the front ends build on (DESIGN §2 "One contract"), generated from the
 * CMS's zod contracts (compiled, `cms/dist`):
 * - `config/api/openapi.json`: the OpenAPI 3.1 document (the one `GET /api/openapi.json` serves);
 * - `config/api/schema.d.ts`: its TypeScript types (`openapi-typescript`), imported by web and admin-ui.
 *
 * `node scripts/api-contract.mjs` writes them; `--check` fails (exit 1) when the committed files
 * differ from what the contracts generate (CI's drift check). Needs the CMS compiled first (`npm run api:contract` does both).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import openapiTS, { astToString } from 'openapi-typescript';
import { root as rootDir } from './lib.mjs';

const require = createRequire(import.meta.url);
const outDir = path.join(rootDir, 'config', 'api');
const documentFile = path.join(outDir, 'openapi.json');
const typesFile = path.join(outDir, 'schema.d.ts');

const { openApiDocument } = require(path.join(rootDir, 'cms', 'dist', 'src', 'lib', 'openapi.js'));
const document = openApiDocument();
const json = `${JSON.stringify(document, null, 2)}\n`;
const header =
  '/**\n * Types of the platform API, generated from config/api/openapi.json by `node scripts/api-contract.mjs`\n * (openapi-typescript). Do not edit: change the contracts in cms/src/contracts/ and regenerate.\n */\n\n';
const types = header + astToString(await openapiTS(document, { alphabetize: false, exportType: false }));

if (process.argv.includes('--check')) {
  const stale = [
    [documentFile, json],
    [typesFile, types],
  ].filter(([file, content]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content);
  if (stale.length) {
    console.error(`The API contract files are out of date: ${stale.map(([file]) => path.relative(rootDir, file)).join(', ')}.\nRun: npm run api:contract`);
    process.exit(1);
  }
  console.log('API contract files match the contracts.');
} else {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(documentFile, json);
  fs.writeFileSync(typesFile, types);
  console.log(`wrote ${path.relative(rootDir, documentFile)} and ${path.relative(rootDir, typesFile)}`);
}
