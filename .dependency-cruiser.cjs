// The layer rules of docs/architecture.md (Layout, Conventions), checked on the import graph by
// `npm run prechecks` (`depcruise`). Lint (eslint.config.js) checks what a single file may
// import by its name (AWS SDK only in adapters, no devDependency in Lambda code, config() only
// in the composition roots); this file checks how the files depend on each other.

/** Adapters: named after the service they talk to (eslint.config.js, ADAPTER_FILES). */
const ADAPTER = '(^|/)(dynamo|sqs|sns|ses|kms|s3|stripe|eventbridge|secrets-manager|file)-[^/]+\\.ts$';
/** The plain infrastructure under shared/ that domain code is built on (eslint.config.js, INFRASTRUCTURE_FOLDERS). */
const BASE = '^shared/(db|aws|util|schema)/';
/** The files directly in shared/ that set up the process, and that the base layer may use. */
const PROCESS = '^shared/(config|errors|logger|log-format|observability)\\.ts$';
/** The infrastructure files that read config() (eslint.config.js, CONFIG_READERS). */
const CONFIG_READERS =
  '^shared/(db/dynamo-client|logger|observability|http/handler|http/token-verifiers)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No two files import each other, however indirectly.',
      from: { path: '^(shared|functions|infra)/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-between-areas',
      severity: 'error',
      scope: 'folder',
      comment:
        'No two folders of shared/ import each other, however indirectly: the areas stand in layers (docs/architecture.md, Layout).',
      from: { path: '^shared/' },
      to: { circular: true },
    },
    {
      name: 'ports-import-no-adapter',
      severity: 'error',
      comment: "An area's ports.ts holds interfaces in domain terms: it never names an adapter.",
      from: { path: '(^|/)ports\\.ts$' },
      to: { path: ADAPTER },
    },
    {
      name: 'domain-imports-no-http',
      severity: 'error',
      comment:
        'shared/http/ is the API Gateway edge: functions and the local runtime use it, domain code does not.',
      from: { path: '^shared/', pathNot: '^shared/(http/|routes\\.ts$)' },
      to: { path: '^shared/http/' },
    },
    {
      name: 'base-imports-no-domain',
      severity: 'error',
      comment: 'db/, aws/, util/ and schema/ are what the areas are built on: they import no area.',
      from: { path: BASE },
      to: { path: '^shared/', pathNot: [BASE, PROCESS] },
    },
    {
      name: 'shared-imports-no-entry',
      severity: 'error',
      comment: 'shared/ is imported by functions/, infra/, bench/ and test/, never the other way.',
      from: { path: '^shared/' },
      to: { path: '^(functions|infra|bench|test|dashboard|storefront)/' },
    },
    {
      name: 'orders-import-no-checkout-or-carts',
      severity: 'error',
      comment: 'The checkout areas depend one way: carts -> checkout -> orders (docs/decisions.md §10.7).',
      from: { path: '^shared/orders/' },
      to: { path: '^shared/(checkout|carts)/' },
    },
    {
      name: 'checkout-imports-no-carts',
      severity: 'error',
      comment: 'The checkout areas depend one way: carts -> checkout -> orders (docs/decisions.md §10.7).',
      from: { path: '^shared/checkout/' },
      to: { path: '^shared/carts/' },
    },
    {
      name: 'record-types-import-types-only',
      severity: 'error',
      comment:
        'customers/types.ts and carts/types.ts are the records other areas read: they import types only, so reading them pulls in no area.',
      from: { path: '^shared/(customers|carts)/types\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'functions-import-no-other-function',
      severity: 'error',
      comment:
        "A function imports its own files, functions/compose/ (the assemblies several functions use) and shared/, never another function's files.",
      from: { path: '^functions/([^/]+)/' },
      to: { path: '^functions/', pathNot: ['^functions/$1/', '^functions/compose/'] },
    },
    {
      name: 'compose-imports-no-function',
      severity: 'error',
      comment: 'functions/compose/ is what the functions are assembled from: it imports none of them.',
      from: { path: '^functions/compose/' },
      to: { path: '^functions/(?!compose/)' },
    },
    {
      name: 'config-read-in-roots-only',
      severity: 'error',
      comment:
        'Domain code takes its settings as parameters: config() is read by the composition roots (docs/decisions.md §10.4).',
      from: { path: '^shared/', pathNot: CONFIG_READERS },
      to: { path: '^shared/config\\.ts$' },
    },
    {
      name: 'config-read-in-function-roots-only',
      severity: 'error',
      comment:
        "In functions/, config() is read by each function's root (handler.ts, wiring.ts); functions/compose/ takes the settings it is given.",
      from: { path: '^functions/', pathNot: '^functions/[^/]+/(handler|wiring)\\.ts$' },
      to: { path: '^shared/config\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '\\.test\\.ts$', '^sdk/dist/', '^(dashboard|storefront)/'] },
    includeOnly: '^(shared|functions|infra|bench)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
