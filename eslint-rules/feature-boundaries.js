// The import boundary of web features (DESIGN.md §9), as a rule of our own: an import from
// web/src/features/<A>/ may name its own feature and the layers below features (src/shared,
// src/gql, src/testing, src/config.ts) — not another feature, and not src/app, which composes
// them. The rule judges where an import points, not how it is spelled (import-target.js).
// (eslint-plugin-import-x did the same through a native resolver whose platform packages the
// npm registry here does not all have, which broke `npm ci`.)
import { importVisitors, repositoryPath } from './import-target.js';

const WEB_SRC = 'web/src/';
const LAYERS_BELOW = new Set(['shared', 'gql', 'testing', 'config', 'config.ts']);
const MESSAGE =
  'A feature imports only itself, src/shared, src/gql, src/testing and src/config.ts: ' +
  'features do not import each other or src/app; compose them in src/app (DESIGN.md §9).';

/** The feature a repository path lies in, if any. */
function featureOf(path) {
  const [web, src, features, feature] = path.split('/');
  return web === 'web' && src === 'src' && features === 'features' ? feature : undefined;
}

function allowed(target, ownFeature) {
  if (!target.startsWith(WEB_SRC)) return true;
  const [first] = target.slice(WEB_SRC.length).split('/');
  if (first === 'features') return featureOf(target) === ownFeature;
  return LAYERS_BELOW.has(first);
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features import only themselves and the layers below them.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
  },
  create(context) {
    const { root } = context.options[0];
    const own = featureOf(repositoryPath(context.filename, root));
    if (!own) return {};
    return importVisitors(context, root, (target, node) => {
      if (!allowed(target, own)) context.report({ node, message: MESSAGE });
    });
  },
};
