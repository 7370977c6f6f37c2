/**
 * The import rules of the web app (docs/architecture.md, DESIGN.md section 2): app/ composes features, features own
 * their screens and data and use each other never, and ui/ and lib/ are the shared layers below them.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-app',
      comment: 'Features are composed by app/ (routes, shell); they never reach back up into it.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-imports-feature',
      comment:
        'Features do not import each other; what several features share lives in lib/ or ui/, or is composed in app/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'ui-imports-feature-or-app',
      comment: 'ui/ holds the building blocks of spec 002; they know no feature and no app code.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'lib-imports-feature-or-app',
      comment: 'lib/ is shared by every feature, so it depends on none of them and not on app/.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(features|app)/' },
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
