// Where an import points, for the boundary rules of this folder: relative paths of any depth and
// the package-style '@cost-steering/<package>/…' are resolved to a path in the repository first,
// so a rule judges the target, not the spelling.
import { dirname, relative, resolve, sep } from 'node:path';

const PACKAGE_SCOPE = '@cost-steering/';

/** A file's path relative to the repository, with forward slashes. */
export function repositoryPath(filename, root) {
  return relative(root, filename).split(sep).join('/');
}

/** The repository path an import names, or undefined for a package outside the repository. */
export function targetOf(specifier, filename, root) {
  if (specifier.startsWith('.')) return repositoryPath(resolve(dirname(filename), specifier), root);
  if (specifier.startsWith(PACKAGE_SCOPE)) {
    const [pkg, ...rest] = specifier.slice(PACKAGE_SCOPE.length).split('/');
    if (rest.length > 0) return `${pkg}/${rest.join('/')}`;
  }
  return undefined;
}

/**
 * The visitors that hand every static import, re-export and dynamic import of a file to
 * `check(target, node)` with the repository path it names.
 */
export function importVisitors(context, root, check) {
  const visit = (source) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    const target = targetOf(source.value, context.filename, root);
    if (target !== undefined) check(target, source);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}
