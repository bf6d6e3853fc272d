// Field resolvers for a GraphQL type whose parent is a REST object (codegen.ts `mappers`): one
// small function per plain field, run only when a query selects that field (an overview of
// 10,000 projects asks for a few figures, not every breakdown). Relations (fields that need a
// loader) are resolved separately.

/** One mapper per plain field; the mapped type makes the compiler check that none is missing. */
export type FieldMappers<Parent, Fields> = {
  [Key in keyof Fields]-?: (parent: Parent) => Fields[Key];
};

/** Every field at once: for payload comparisons in tests and for non-resolver callers. */
export function mapAllFields<Parent, Fields>(
  mappers: FieldMappers<Parent, Fields>,
  parent: Parent,
): Fields {
  const entries = Object.entries(mappers).map(([key, map]) => [
    key,
    (map as (parent: Parent) => unknown)(parent),
  ]);
  return Object.fromEntries(entries) as Fields;
}
