// Named imports from the two umbrella packages (lucide-react's 1,500 icons, radix-ui's 60 primitives) rewritten, at
// build time, into imports of the modules that hold them. The bundler's graph then says what each screen really
// uses, so the chunk groups (scripts/vite-chunking.ts) can follow it: through an umbrella, every screen seems to
// import every icon and every primitive.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

type Target = { from: string; name: string };
type Umbrella = { exports: Map<string, Target> };

const require = createRequire(import.meta.url);

/** lucide-react: `export { default as Eye, default as EyeIcon } from './icons/eye.mjs';` */
function lucide(): Umbrella {
  const file = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
  const exports = new Map<string, Target>();
  for (const [, names, icon] of readFileSync(file, 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g))
      if (name) exports.set(name, { from: `lucide-react/icons/${icon}`, name: 'default' });
  }
  return { exports };
}

/** radix-ui: `import * as Label from "@radix-ui/react-label";` re-exported under the same name. */
function radix(): Umbrella {
  const file = path.join(path.dirname(require.resolve('radix-ui/package.json')), 'dist/index.mjs');
  const exports = new Map<string, Target>();
  for (const [, name, from] of readFileSync(file, 'utf8').matchAll(/import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g))
    if (name && from) exports.set(name, { from, name: '*' });
  return { exports };
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|radix-ui)['"];?/g;

export function directImports(): Plugin {
  let umbrellas: Record<string, Umbrella> | null = null;
  return {
    name: 'bussola:direct-imports',
    apply: 'build',
    transform: {
      filter: { code: /from\s*['"](lucide-react|radix-ui)['"]/ },
      handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        umbrellas ??= { 'lucide-react': lucide(), 'radix-ui': radix() };
        const rewritten = code.replace(IMPORT, (statement, list: string, pkg: string) => {
          const umbrella = umbrellas?.[pkg];
          if (!umbrella) return statement;
          const kept: string[] = [];
          const direct: string[] = [];
          for (const part of list
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)) {
            const [imported = '', local = imported] = part.split(/\s+as\s+/).map((p) => p.trim());
            const target = umbrella.exports.get(imported);
            if (!target) kept.push(part);
            else if (target.name === '*') direct.push(`import * as ${local} from '${target.from}';`);
            else direct.push(`import ${local} from '${target.from}';`);
          }
          // A name the umbrella does not map (a helper, not an icon or primitive) keeps its import.
          return [...direct, ...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : [])].join('\n');
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
