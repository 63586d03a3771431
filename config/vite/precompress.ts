/// <reference types="node" />
/**
 * Vite plugin shared by web and admin-ui: after the build, writes Brotli (`.br`) and gzip (`.gz`)
 * copies of every compressible asset larger than 1 KiB, using Node's zlib at maximum quality.
 * The CMS serves them (koa-send) to browsers that accept those encodings, so the JavaScript on the
 * wire is the compressed size without compressing on every request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|woff)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** @param outDir - the build output folder (relative to the Vite root or absolute) */
export function precompress(outDir = 'dist'): Plugin {
  let root = process.cwd();
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    closeBundle() {
      const dir = path.resolve(root, outDir);
      for (const file of files(dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}
