/** @jest-environment node */
import { inlineDocuments, readDocuments } from './inlineGraphqlDocuments';

const generated = [
  "import type { DocumentNode } from '@graphql-typed-document-node/core';",
  'export const FamilyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyFields"}}]} as unknown as DocumentNode<FamilyFieldsFragment, unknown>;',
  'export const OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Overview"}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FamilyFields"}}]} as unknown as DocumentNode<OverviewQuery, OverviewQueryVariables>;',
].join('\n');

describe('inlining the generated documents', () => {
  const documents = readDocuments(generated);

  it('finds each document by the name of the operation or fragment it declares', () => {
    expect([...documents.keys()]).toEqual(['FamilyFields', 'Overview']);
  });

  it('replaces a graphql() call by its document and keeps the line count', () => {
    const code = [
      'const OVERVIEW = graphql(`',
      '  # the first screen',
      '  query Overview {',
      '    families { ...FamilyFields }',
      '  }',
      '`);',
      'useQuery(OVERVIEW);',
    ].join('\n');
    const inlined = inlineDocuments(code, documents) ?? '';
    const document = JSON.parse(/const OVERVIEW = (\{.*\})/.exec(inlined)?.[1] ?? 'null');
    expect(document.definitions.map((d: { name: { value: string } }) => d.name.value)).toEqual([
      'Overview',
      'FamilyFields',
    ]);
    expect(inlined.split('\n')).toHaveLength(7);
    expect(inlined.split('\n')[6]).toBe('useQuery(OVERVIEW);');
  });

  it('leaves code without a graphql() call alone', () => {
    expect(inlineDocuments('const graphqlUrl = "/graphql";', documents)).toBeNull();
  });

  it('fails the build when codegen has not seen a document', () => {
    expect(() => inlineDocuments('graphql(`query Missing { me { id } }`)', documents)).toThrow(
      'No generated document for Missing: run `npm run codegen`.',
    );
  });
});
