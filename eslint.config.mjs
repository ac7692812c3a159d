// ESLint for the whole repository (flat config). `npm run lint` checks it; `npm test` fails on any error.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import coachcore from './eslint-rules/index.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One-way imports in the frontend, as bulletproof-react does: shared (components, hooks, lib) → features → app.
 * - A feature never imports another feature: the app composes them (app/screens hands a feature's component to
 *   another feature's page) and registers every feature's cache tags (app/feature-api-tags.ts).
 * - Layouts sit between the app and the features: they wrap pages with the shell and may use a feature's public
 *   `index.ts` (the user card, the profile dialog, the setup wizard), never its internals; features and shared code
 *   never import a layout.
 */
const frontendZones = [
  ...features.map((name) => ({
    target: `./frontend/src/features/${name}`,
    from: './frontend/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in src/app.',
  })),
  { target: './frontend/src/features', from: ['./frontend/src/app', './frontend/src/layouts'], message: 'Features never import the app or a layout.' },
  {
    target: ['./frontend/src/components', './frontend/src/hooks', './frontend/src/lib'],
    from: ['./frontend/src/features', './frontend/src/app', './frontend/src/layouts'],
    message: 'Shared code (components, hooks, lib) imports only shared code.',
  },
  { target: './frontend/src/layouts', from: './frontend/src/app', message: 'Layouts never import the app.' },
  {
    target: './frontend/src/layouts',
    from: './frontend/src/features',
    except: features.map((name) => `./${name}/index.ts`),
    message: "Layouts use only a feature's public index.ts.",
  },
];

const backendModules = readdirSync(new URL('./backend/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What a backend module offers the others: its Nest module, its services (the use cases other modules call), its
 * entities (relations across modules), its DTOs (shared answers) and its messages. Its repositories, controllers,
 * processors, gateways and other internals stay its own. Auth also lends two helpers: password hashing (the admin's
 * profile) and reading the session token (the messaging socket's sign-in); integrations lends its webhook signer (the
 * outbound webhooks sign as the inbound ones are checked).
 */
const modulePublicSurface = [
  '**/*.module.ts',
  '**/*.service.ts',
  '**/entities/**',
  '**/dto/**',
  '**/*.messages.ts',
  '**/modules/auth/password-hasher.ts',
  '**/modules/auth/session-token.ts',
  '**/modules/integrations/lead-webhook-signature.ts',
];
const backendZones = backendModules.map((name) => ({
  target: `./backend/src/modules/${name}/**`,
  from: `./backend/src/modules/!(${name})/**`,
  except: modulePublicSurface,
  message: `A module imports from another only its public surface (*.module.ts, *.service.ts, entities/, dto/, *.messages.ts), never its repositories, controllers, processors or internals.`,
}));

const importRules = {
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-self-import': 'error',
  'import-x/no-useless-path-segments': 'error',
  'import-x/no-duplicates': 'error',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      // Hidden folders hold tools' scratch output (e.g. a probe's build), never source.
      '**/.*/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Generated from openapi.json; never edited by hand.
      'libs/api-client/src/generated/**',
      'libs/api-client/openapi-config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x parse TypeScript files it follows (no-cycle reads the whole import graph).
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['frontend/tsconfig.json', 'backend/tsconfig.json', 'libs/domain/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import-x/internal-regex': '^@coachcore/' },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      ...importRules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: frontendZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@coachcore/api-client/*'],
              importNamePattern: '^use',
              message: "A generated module's hooks lack the app's list transforms and tags: take them from paged(generated<Tag>Api) (src/lib/api).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/e2e/**/*.ts', 'frontend/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Playwright fixtures take a `use` callback, which the hooks rules mistake for React's use().
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    files: ['libs/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: importRules,
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      ...importRules,
      // Nest injects by the constructor's parameter types (emitDecoratorMetadata): a type-only import would erase them.
      '@typescript-eslint/consistent-type-imports': 'off',
      // Does not see values used only in parameter decorators (`@Param('id', pipe)`), so it reports them wrongly.
      'no-useless-assignment': 'off',
    },
  },
  {
    // Tenant scoping that cannot be forgotten (see common/tenancy): data access only in repositories, repositories
    // tenant-first, modules through each other's public surface only.
    files: ['backend/src/**/*.ts'],
    plugins: { coachcore },
    rules: {
      'coachcore/no-data-access-outside-repositories': 'error',
      'coachcore/no-entity-repository': 'error',
      'coachcore/tenant-first': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: backendZones }],
    },
  },
  {
    // Files whose job is data access, or that are not module data access at all: repositories and their base, tests,
    // the migrations and their runner, the readiness probe, the embedded database and Redis.
    files: [
      'backend/src/**/*.repository.ts',
      'backend/src/common/tenancy/tenant-repository.ts',
      'backend/src/**/*.spec.ts',
      'backend/src/**/*.int-spec.ts',
      'backend/src/infra/database/migrations/**',
      'backend/src/infra/database/migrate.ts',
      'backend/src/infra/embedded/**',
      'backend/src/modules/health/dependency-probes.ts',
      // The outbox relay is to become a @platformData repository (issue 17); until then it is exempt.
      'backend/src/common/events/outbox-relay.service.ts',
    ],
    rules: { 'coachcore/no-data-access-outside-repositories': 'off' },
  },
  {
    files: ['backend/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'backend/src/common is shared by every module and never imports one.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
