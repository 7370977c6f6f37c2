/**
 * Bundles the server and the workspace packages it imports into one ES module, dist/main.js, so production starts
 * plain JavaScript instead of compiling TypeScript at every start. Packages from node_modules stay imports.
 *
 *   npm run build -w @motus/server
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = resolve(serverDir, 'dist/main.js');

/** Workspace packages export TypeScript source, which Node cannot import, so they are bundled too. */
const keepNodeModulesExternal: Plugin = {
  name: 'keep-node-modules-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@motus/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Migrations, locales, fonts, demo images and spec tables are found relative to the source file that names them
 * (`new URL(…, import.meta.url)`): each file's import.meta.url becomes its source address, computed from the bundle's
 * own, so the bundle finds them wherever the repository lies.
 */
const keepSourceRelativeUrls: Plugin = {
  name: 'keep-source-relative-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [resolve(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepNodeModulesExternal, keepSourceRelativeUrls],
});
