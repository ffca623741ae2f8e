// `npm run docs`: rewrites the generated documentation (scripts/docs/generate.ts) where it differs from the code.
// It runs under tsx with tsconfig.web.json, whose react-jsx setting the router's JSX needs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDocs, ROOT } from './generate';

for (const { file, text } of await generateDocs()) {
  const full = path.join(ROOT, file);
  if (readFileSync(full, 'utf8') === text) console.log(`${file}: em dia`);
  else {
    writeFileSync(full, text);
    console.log(`${file}: atualizado`);
  }
}
