/**
 * The import rules of the server (docs/architecture.md, "Import rules"): a module is used through its index.ts only,
 * the shared layers (lib/, db/, plugins/) know no module, and nothing imports in a circle. The composition root
 * (app.ts, main.ts, database.ts, schema.ts, background-jobs.ts, cli/, modules/index.ts) wires modules together. The
 * demo seed (src/seed) and the tests may use module internals: they set up rows the public calls cannot.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const MODULE_ENTRY = '^src/modules/[^/]+/index\\.ts$';
/** A module's registration (its routes and jobs as a ServerModule): only the composition root loads it. */
const MODULE_REGISTRATION = '^src/modules/[^/]+/module\\.ts$';
const SCHEMA_ENTRY = '^src/modules/[^/]+/(schema\\.ts|schema/index\\.ts)$';
/** A module's schema files, also in a sub-folder (commerce/checkouts/schema.ts). */
const SCHEMA_FILE = '^src/modules/[^/]+/(schema\\.ts$|schema/|[^/]+/schema\\.ts$|[^/]+/schema/)';

module.exports = {
  forbidden: [
    {
      name: 'module-deep-import',
      comment:
        'A module uses another only through its index.ts, the public surface it chose; its other files can change freely.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: SCHEMA_FILE },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', MODULE_ENTRY] },
    },
    {
      name: 'schema-deep-import',
      comment:
        "A module's tables may reference another module's tables (foreign keys, tenantId(), studioId()) through its schema " +
        'entry, which loads no service or route; anything else goes through index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/(schema\\.ts$|schema/|[^/]+/schema\\.ts$|[^/]+/schema/)' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', MODULE_ENTRY, SCHEMA_ENTRY] },
    },
    {
      name: 'composition-deep-import',
      comment:
        'The composition root registers modules through their module.ts and uses them through their index.ts; only the ' +
        'table aggregate (schema.ts) reads the schema entries, for drizzle-kit.',
      severity: 'error',
      from: { path: ['^src/[^/]+\\.ts$', '^src/cli/', '^src/modules/index\\.ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: [MODULE_ENTRY, MODULE_REGISTRATION, SCHEMA_ENTRY] },
    },
    {
      name: 'shared-layer-imports-module',
      comment:
        'lib/, db/ and plugins/ are shared by every module, so they depend on none of them, on no seed and not on the ' +
        'composition root; what they need of a module is a port (an interface or an option) that app.ts fills in.',
      severity: 'error',
      from: { path: '^src/(lib|db|plugins)/' },
      to: { path: ['^src/(modules|seed|cli)/', '^src/(app|main|database|schema|background-jobs)\\.ts$'] },
    },
    {
      name: 'module-imports-seed-or-root',
      comment: 'A module knows no demo data and not the composition root that wires it.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/' },
      to: {
        path: ['^src/(seed|cli)/', '^src/(app|main|database|schema|background-jobs)\\.ts$', '^src/modules/index\\.ts$'],
      },
    },
    {
      name: 'no-circular',
      comment: 'An import circle ties its files into one unit that cannot change or load separately.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
