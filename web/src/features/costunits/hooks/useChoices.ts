// The choices of the cost-unit forms: managers (every user, the signed-in one always), product
// families and the products of one family (platform products are not allocated to cost units:
// the product modal offers 'CU Allocation Percentage' only for products that are no platform).
import { useQuery } from '@apollo/client/react';
import {
  AllocationFamilyChoicesQuery,
  AllocationProductChoicesQuery,
  ManagerChoicesQuery,
} from '../documents';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

export function useManagerChoices(currentUser: string): string[] {
  const { data } = useQuery(ManagerChoicesQuery);
  const usernames = new Set((data?.users ?? []).map((user) => user.username));
  usernames.add(currentUser);
  return [...usernames].sort((a, b) => a.localeCompare(b));
}

export function useFamilyChoices() {
  const { data } = useQuery(AllocationFamilyChoicesQuery);
  return [...(data?.productFamilies ?? [])].sort(byName);
}

export function useProductChoices(familyId: string) {
  const { data } = useQuery(AllocationProductChoicesQuery, {
    variables: { familyId },
    skip: !familyId,
  });
  const family = data?.productFamily;
  if (!familyId || !family || family.id !== familyId) return [];
  return family.products.filter((product) => !product.isPlatform).sort(byName);
}
