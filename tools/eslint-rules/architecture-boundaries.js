// Lint zones of shared/design/architecture.md: which workspace may import which, and no
// feature of the web app reaching into another feature. Resolved lexically from the import
// specifier, so it never depends on a module resolver (an unresolved import cannot slip through).
import path from 'node:path';

/** The "may import" column of the architecture's workspace table. */
export const ALLOWED_WORKSPACE_IMPORTS = {
  'packages/trading': [],
  'packages/betfair': ['packages/trading'],
  'packages/exchange-sim': ['packages/trading', 'packages/betfair'],
  'apps/server': ['packages/trading', 'packages/betfair', 'packages/exchange-sim'],
  'apps/web': ['packages/trading', 'packages/betfair'],
  e2e: null, // null: anything
  bench: null,
  tools: null,
};

/** Workspace folder of each @greenbook package name. */
export const PACKAGE_FOLDERS = {
  '@greenbook/trading': 'packages/trading',
  '@greenbook/betfair': 'packages/betfair',
  '@greenbook/exchange-sim': 'packages/exchange-sim',
  '@greenbook/server': 'apps/server',
  '@greenbook/web': 'apps/web',
};

const WEB_SRC = 'apps/web/src';
const FEATURES = `${WEB_SRC}/features/`;

function workspaceOf(relativePath) {
  return Object.keys(ALLOWED_WORKSPACE_IMPORTS).find(
    (folder) => relativePath === folder || relativePath.startsWith(`${folder}/`),
  );
}

function featureOf(relativePath) {
  if (!relativePath.startsWith(FEATURES)) return undefined;
  return relativePath.slice(FEATURES.length).split('/')[0];
}

/** The repository-relative target of a specifier, or a package folder for @greenbook/* names. */
function targetOf(specifier, fromFile, root) {
  if (specifier.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(fromFile), specifier))
      .split(path.sep)
      .join('/');
  }
  if (specifier.startsWith('@/')) return `${WEB_SRC}/${specifier.slice(2)}`; // the web app's src alias
  const packageName = Object.keys(PACKAGE_FOLDERS).find(
    (name) => specifier === name || specifier.startsWith(`${name}/`),
  );
  return packageName === undefined ? undefined : PACKAGE_FOLDERS[packageName];
}

/** @type {import('eslint').Rule.RuleModule} */
export const architectureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the zones of shared/design/architecture.md' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      workspace: '{{from}} may not import {{to}} (see the workspace table in shared/design/architecture.md).',
      crossWorkspacePath: 'Import {{to}} by its package name, not by a relative path out of {{from}}.',
      feature:
        'Feature "{{from}}" may not import feature "{{to}}": move the shared piece to components/, lib/ or a package.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromWorkspace = workspaceOf(file);
    const fromFeature = featureOf(file);

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || fromWorkspace === undefined) return;
      const target = targetOf(specifier, context.filename, root);
      if (target === undefined) return; // a third-party package
      const toWorkspace = workspaceOf(target);
      if (toWorkspace !== undefined && toWorkspace !== fromWorkspace) {
        if (specifier.startsWith('.')) {
          context.report({
            node,
            messageId: 'crossWorkspacePath',
            data: { from: fromWorkspace, to: toWorkspace },
          });
          return;
        }
        const allowed = ALLOWED_WORKSPACE_IMPORTS[fromWorkspace];
        if (allowed !== null && !allowed.includes(toWorkspace)) {
          context.report({ node, messageId: 'workspace', data: { from: fromWorkspace, to: toWorkspace } });
          return;
        }
      }
      const toFeature = featureOf(target);
      if (fromFeature !== undefined && toFeature !== undefined && toFeature !== fromFeature) {
        context.report({ node, messageId: 'feature', data: { from: fromFeature, to: toFeature } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default {
  meta: { name: 'greenbook-architecture' },
  rules: { 'architecture-boundaries': architectureBoundaries },
};
