// Babel setup used only by dependency-cruiser (see .dependency-cruiser.cjs). TypeScript 7 ships no JavaScript
// compiler API and dependency-cruiser 17 reads .ts/.tsx only through that API, so babel strips the types first and
// dependency-cruiser reads the JavaScript left.

// `import type` is still an import for the boundary rules, but the preset drops it. Marking it a value import
// first keeps it in the output; the output is only read for its imports, never run.
function keepTypeImports() {
  const asValue = (node, key) => {
    if (node[key] === 'type') node[key] = 'value';
  };
  return {
    visitor: {
      Program(path) {
        for (const statement of path.node.body) {
          if (statement.type === 'ImportDeclaration') {
            asValue(statement, 'importKind');
            for (const specifier of statement.specifiers) asValue(specifier, 'importKind');
          } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
            asValue(statement, 'exportKind');
            for (const specifier of statement.specifiers) asValue(specifier, 'exportKind');
          } else if (statement.type === 'ExportAllDeclaration') {
            asValue(statement, 'exportKind');
          }
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
