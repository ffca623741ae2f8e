// The generated documentation: what each file should say given the code as it is now. `npm run docs` writes it
// (scripts/docs/write.ts); tests/server/docs-in-sync.test.ts fails when the files say something else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_MAP_END, API_MAP_START, apiMapMarkdown, apiOperations } from './api-map';
import { screenRows, screensMarkdown } from './screens';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface GeneratedDoc {
  /** Relative to the repository's root. */
  file: string;
  text: string;
}

/** docs/api.md with its generated part replaced: the prose around the markers stays the hand-written one. */
function withApiMap(current: string, map: string): string {
  const start = current.indexOf(API_MAP_START);
  const end = current.indexOf(API_MAP_END);
  if (start < 0 || end < start)
    throw new Error(`docs/api.md perdeu as marcas da parte gerada: "${API_MAP_START}" … "${API_MAP_END}"`);
  return current.slice(0, start) + map + current.slice(end + API_MAP_END.length);
}

export async function generateDocs(root = ROOT): Promise<GeneratedDoc[]> {
  const screens = screensMarkdown(await screenRows(root));
  const api = apiMapMarkdown(await apiOperations(root));
  return [
    { file: 'docs/screens.md', text: screens },
    { file: 'docs/api.md', text: withApiMap(readFileSync(path.join(root, 'docs/api.md'), 'utf8'), api) },
  ];
}
