// Who may import whom (docs/architecture.md, "House rules and boundaries"). dependency-cruiser resolves every
// import (alias, relative, dynamic import(), import type) to the file it reaches, so each rule is written once for
// every folder, present and future. Biome keeps only noBarrelFile, a rule about a file and not about an import.
// TypeScript 7 has no JavaScript compiler API, which dependency-cruiser needs to read .ts/.tsx and to honour
// tsPreCompilationDeps; babel reads them in its place (.dependency-cruiser.babel.cjs), and `npm run lint` passes
// the files as globs because dependency-cruiser would not list .ts/.tsx files in a folder by itself.

// A test (tests/ or a *.test.ts(x) beside its code) may use the shared fixtures and helpers in tests/, and so may
// the e2e suite's own configuration (playwright.config.ts takes its deadlines from tests/e2e/time-budget.ts).
const TEST = '(^tests/|[.]test[.]tsx?$|^playwright[.]config[.]ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-puro',
      comment: 'core/ é TypeScript puro: sem React, Node ou DOM',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        // Also the bare name: a subpath the resolver cannot find (hono/jwt) is kept as written.
        path: '^(node_modules/)?(react[^/]*|hono[^/]*|@hono|dexie[^/]*|jotai[^/]*|workbox[^/]*|@electric-sql|postgres)(/|$)',
      },
    },
    {
      name: 'core-sem-node',
      comment: 'core/ é TypeScript puro: sem React, Node ou DOM',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      // tests/ is left to the rule below, whose message says who may import it.
      name: 'core-so-core',
      comment: 'core/ não importa de fora de core/',
      severity: 'error',
      from: { path: '^core/' },
      // An npm name the resolver cannot find stays as written; core-puro judges packages.
      to: { pathNot: '^(core|tests|node_modules)/', dependencyTypesNot: ['core'], couldNotResolve: false },
    },
    {
      name: 'servidor-sem-src',
      comment: 'o servidor nunca importa de src/',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      // Price alerts and bonus alerts only owe a notification (server/notifications sends it on every channel): the
      // alerts know nothing of the bot or the wallet, and neither reaches back into the alerts.
      name: 'alertas-sem-telegram-nem-carteira',
      comment: 'server/alerts não importa de server/telegram nem de server/wallet',
      severity: 'error',
      from: { path: '^server/alerts/' },
      to: { path: '^server/(telegram|wallet)/' },
    },
    {
      name: 'telegram-e-carteira-sem-alertas',
      comment: 'server/telegram e server/wallet não importam de server/alerts',
      severity: 'error',
      from: { path: '^server/(telegram|wallet)/' },
      to: { path: '^server/alerts/' },
    },
    {
      name: 'notificacoes-sem-quem-notifica',
      comment: 'server/notifications não importa de quem lhe deve notificações (server/alerts, server/wallet)',
      severity: 'error',
      from: { path: '^server/notifications/' },
      to: { path: '^server/(alerts|wallet)/' },
    },
    {
      name: 'pwa-sem-servidor',
      comment: 'o PWA nunca importa de server/',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      // auth signs in and out and restores the session, which every feature may use; who is signed in is
      // src/lib/session-state.ts. $1 is the importing feature.
      name: 'features-isoladas',
      comment: 'features não importam umas das outras (só de auth, a sessão)',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/($1|auth)/' },
    },
    {
      name: 'features-sem-app',
      comment: 'features não importam de src/app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'base-abaixo-de-features',
      comment: 'src/lib, src/shared e components/ui ficam abaixo de features e app',
      severity: 'error',
      from: { path: '^src/(lib|shared|components)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      // Infrastructure (API client, local database, sync) knows nothing of the product's domain modules; its
      // tests may use them as sample data.
      name: 'infra-abaixo-de-shared',
      comment: 'src/lib e components/ui ficam abaixo de src/shared',
      severity: 'error',
      from: { path: '^src/(lib|components)/', pathNot: TEST },
      to: { path: '^src/shared/' },
    },
    {
      name: 'so-testes-importam-tests',
      comment: 'só testes importam de tests/',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    // @/, @core/ and @tests/ come from tsconfig's paths.
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    // Without TypeScript's compiler API the resolver would not try .ts/.tsx for an import without extension.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
