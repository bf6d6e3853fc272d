// Custom scalars (their descriptions live in the SDL). Decimal stays a string end to end so money is never rounded through a float.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isIsoDay } from '@cost-steering/schema';

const DECIMAL = /^-?\d+(\.\d+)?$/;

function stringScalar(name: string, valid: (value: string) => boolean) {
  const accept = (value: unknown): string => {
    // Integers are accepted for Decimal inputs written without quotes; floats are not (rounding).
    const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || !valid(text.trim())) {
      throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}`);
    }
    return text.trim();
  };
  return new GraphQLScalarType<string, string>({
    name,
    serialize: (value) => accept(value),
    parseValue: accept,
    parseLiteral(node: ValueNode) {
      if (node.kind === Kind.STRING || node.kind === Kind.INT) return accept(node.value);
      throw new GraphQLError(`${name} must be written as a string`, { nodes: node });
    },
  });
}

export const scalarResolvers = {
  Decimal: stringScalar('Decimal', (value) => DECIMAL.test(value)),
  DateTime: stringScalar('DateTime', (value) => !Number.isNaN(Date.parse(value))),
  // A day of the calendar: '2026-13-45' is refused here, not passed on for the REST API to refuse.
  Date: stringScalar('Date', isIsoDay),
};
