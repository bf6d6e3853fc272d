// Purchase orders and invoices of one product, project or application (CONTRACT.md "Orders and
// invoices of an entity"). A details modal asks for one entity, so these are one call per entity
// asked for; a loader only removes repeats within a request.
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { TEXTS } from '@cost-steering/schema';
import { ERROR_CODES } from '../errors.ts';
import type { RestInvoice } from '../invoices/rest.ts';
import { valuesById } from '../keyed.ts';
import type { RestOrder } from '../orders/rest.ts';
import type { RestClient } from '../rest-client.ts';

export function createEntityOrderLoaders(rest: RestClient) {
  const keyedList = <Row extends { id: number }>(path: string) =>
    rest.getJson<Record<string, Row>>(path).then(valuesById);
  return {
    // The products' path ends in a slash (spec §7: /products/{id}/purchaseorders/).
    orders: new DataLoader<string, RestOrder[]>((owners) =>
      Promise.all(
        owners.map((owner) =>
          keyedList<RestOrder>(
            `${owner}/purchaseorders${owner.startsWith('/products/') ? '/' : ''}`,
          ),
        ),
      ),
    ),
    invoices: new DataLoader<string, RestInvoice[]>((owners) =>
      Promise.all(owners.map((owner) => keyedList<RestInvoice>(`${owner}/invoices`))),
    ),
  };
}

export type EntityOrderLoaders = ReturnType<typeof createEntityOrderLoaders>;

/** `/products/4`, `/projects/7`, `/applications/9`: an entity whose orders are asked for. */
export function ownerPath(collection: string, id: number): string {
  return `${collection}/${id}`;
}

/**
 * A product's orders and invoices are restricted (spec §6): the 403 reads 'ERROR: You don't have
 * permission to see details!' there, still with the code FORBIDDEN.
 */
export async function withDetailsPermission<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === ERROR_CODES.forbidden) {
      throw new GraphQLError(TEXTS.forbiddenDetails, {
        extensions: { code: ERROR_CODES.forbidden },
      });
    }
    throw error;
  }
}
