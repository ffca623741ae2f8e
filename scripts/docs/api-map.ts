// The operation map of docs/api.md from the OpenAPI document the server serves at /api/openapi.json, asked of the
// app in-process (no server listening, no database): method, path, summary, how a caller is signed in, and the
// folder of server/routes/ that declares the route, grouped by the document's tags.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import type { Mailer } from '../../server/mail/mailer';
import { DOCUMENT_PATH } from '../../server/routes/api-docs/routes';

interface DocOperation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface Document {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, DocOperation>>;
}

export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  summary: string;
  signIn: string;
  folder: string;
}

/** Building the routes touches neither of these; a call to one would be a bug here, and says so. */
function untouchable<T>(name: string): T {
  return new Proxy(
    {},
    {
      get(_, property) {
        throw new Error(`scripts/docs: a construção das rotas usou ${name}.${String(property)}`);
      },
    },
  ) as T;
}

/** The document as GET /api/openapi.json serves it, asked of the app in-process. */
async function openApiDocument(): Promise<Document> {
  // A fixed environment: the document does not depend on the machine that writes the docs.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  const { app } = createApp({
    config,
    db: untouchable<Db>('db'),
    log: createLogger('silent'),
    clientDir: null,
    jwtSecret: 'docs'.repeat(10),
    mailer: untouchable<Mailer>('mailer'),
    supabase: null,
  });
  const reply = await app.request(DOCUMENT_PATH);
  if (!reply.ok) throw new Error(`scripts/docs: ${DOCUMENT_PATH} respondeu ${reply.status}`);
  return (await reply.json()) as Document;
}

const isRoute = (value: unknown): value is { method: string; path: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

/** 'GET /api/x/{id}' → the folder of server/routes/ whose routes.ts declares it (an export, or a map of them). */
async function routeFolders(root: string): Promise<Map<string, string>> {
  const folders = new Map<string, string>();
  const dir = path.join(root, 'server/routes');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name, 'routes.ts');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const declared = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(declared)) {
      const routes = isRoute(value)
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter(isRoute)
          : [];
      for (const route of routes) folders.set(`${route.method.toUpperCase()} ${route.path}`, `${entry.name}/`);
    }
  }
  return folders;
}

/** How a caller is signed in, from the operation's security requirements. */
function signInOf(security: Record<string, string[]>[] | undefined): string {
  if (!security || security.length === 0) return '—';
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  const optional = security.some((requirement) => Object.keys(requirement).length === 0);
  const ways = [
    ...(schemes.has('bearerAuth') || schemes.has('accessCookie') ? ['session'] : []),
    ...(schemes.has('refreshCookie') ? ['refresh cookie'] : []),
    ...[...schemes].filter((scheme) => !['bearerAuth', 'accessCookie', 'refreshCookie'].includes(scheme)),
  ];
  return `${ways.join(' or ')}${optional ? ' (optional)' : ''}`;
}

export async function apiOperations(root: string): Promise<{ operations: ApiOperation[]; tags: Document['tags'] }> {
  const doc = await openApiDocument();
  const folders = await routeFolders(root);
  const operations = Object.entries(doc.paths).flatMap(([address, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      (op.tags?.length ? op.tags : ['']).map((tag) => ({
        method: method.toUpperCase(),
        path: address,
        tag,
        summary: op.summary ?? '',
        signIn: signInOf(op.security),
        folder: folders.get(`${method.toUpperCase()} ${address}`) ?? '—',
      })),
    ),
  );
  return { operations, tags: doc.tags };
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export const API_MAP_START = '<!-- gerado por npm run docs — não edite à mão: início -->';
export const API_MAP_END = '<!-- fim da parte gerada -->';

/** The generated part of docs/api.md, its two markers included. */
export function apiMapMarkdown({ operations, tags = [] }: Awaited<ReturnType<typeof apiOperations>>): string {
  const declared = tags.map((tag) => tag.name);
  const used = [...new Set(operations.map((op) => op.tag))];
  const order = [...declared.filter((name) => used.includes(name)), ...used.filter((name) => !declared.includes(name))];
  const sections = order.map((name) => {
    const description = tags.find((tag) => tag.name === name)?.description;
    const rows = operations
      .filter((op) => op.tag === name)
      .map(
        (op) =>
          `| ${op.method} | \`${op.path}\` | ${cell(op.summary)} | ${op.signIn} | ${op.folder === '—' ? '—' : `\`${op.folder}\``} |`,
      );
    return [
      `### ${name || '(no tag)'}`,
      '',
      description ?? '_A tag not declared in `server/openapi/document.ts`._',
      '',
      '| Method | Path | Summary | Sign-in | Folder (`server/routes/`) |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return `${API_MAP_START}
_Gerado por \`npm run docs\` — não edite à mão._ Every operation of \`/api/openapi.json\`, grouped by its tag (in
the document's order), with the folder of \`server/routes/\` whose \`routes.ts\` declares it. Who may call each one
beyond being signed in (subscriber, admin, owner) is in the reference and in \`tests/server/authorization-matrix.test.ts\`.

${sections.join('\n\n')}
${API_MAP_END}`;
}
