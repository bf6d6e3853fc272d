// The import boundary of a service's domains (DESIGN.md §9; rest-api/README.md 'Boundaries'):
// a file in <src>/<domain>/ may import its own domain, the shared folders and the files at the
// root of <src> — and another domain only through that domain's public entry,
// <src>/<other>/index.ts, which exports just what others need. Only tests (*.test.ts) and the
// shared test folders import test helpers; production code never does. Configured per package
// (its src folder, its shared folders), so the bff's domains can take the same rule.
import { importVisitors, repositoryPath } from './import-target.js';

const ENTRY = new Set(['index.ts', 'index.js', 'index']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

const message = (other) =>
  `A domain imports another domain only through its public entry '${other}/index.ts', ` +
  'which exports what others need; shared helpers belong in a shared folder (DESIGN.md §9).';
const TESTING_MESSAGE = 'Production code does not import test helpers; only *.test.ts files do.';

/** The path below `src` split in segments, or undefined outside it. */
function below(path, src) {
  return path.startsWith(`${src}/`) ? path.slice(src.length + 1).split('/') : undefined;
}

export const domainBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Domains import each other only through their index.ts.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          src: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          testing: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'src', 'shared'],
      },
    ],
  },
  create(context) {
    const { root, src, shared, testing = [] } = context.options[0];
    const sharedFolders = new Set([...shared, ...testing]);
    const testingFolders = new Set(testing);
    const own = below(repositoryPath(context.filename, root), src);
    if (!own) return {};
    const ownFolder = own.length > 1 ? own[0] : undefined;
    const mayImportTesting = TEST_FILE.test(context.filename) || testingFolders.has(ownFolder);
    const ownDomain = ownFolder && !sharedFolders.has(ownFolder) ? ownFolder : undefined;
    return importVisitors(context, root, (target, node) => {
      const path = below(target, src);
      if (!path || path.length === 1) return;
      const [folder, ...rest] = path;
      if (testingFolders.has(folder) && !mayImportTesting) {
        context.report({ node, message: TESTING_MESSAGE });
      }
      if (!ownDomain || folder === ownDomain || sharedFolders.has(folder)) return;
      if (!(rest.length === 1 && ENTRY.has(rest[0]))) {
        context.report({ node, message: message(folder) });
      }
    });
  },
};
