// The families and products the create forms and the data entry screen offer, sorted by name.
import { useQuery } from '@apollo/client/react';
import { FamilyChoicesQuery, FamilyProductChoicesQuery } from '../documents';
import { byName } from './useReferenceChoices';

export interface FamilyChoice {
  id: string;
  name: string;
  /** EUR: the family's cap minus the caps of its products. */
  availableBudget: string;
}

export interface ProductChoice {
  id: string;
  name: string;
  /** EUR: the product's cap minus the budgets of its projects and applications. */
  availableBudget: string;
}

export function useFamilyChoices(): { families: FamilyChoice[]; loading: boolean } {
  const { data, loading } = useQuery(FamilyChoicesQuery);
  return { families: [...(data?.productFamilies ?? [])].sort(byName), loading };
}

/** The products of a family; `loaded` tells an empty family from one still loading. */
export function useFamilyProducts(familyId: string | null | undefined): {
  products: ProductChoice[];
  loaded: boolean;
} {
  const { data } = useQuery(FamilyProductChoicesQuery, {
    variables: { familyId: familyId ?? '' },
    skip: !familyId,
  });
  const family = data?.productFamily;
  const loaded = Boolean(familyId) && data !== undefined && (!family || family.id === familyId);
  return { products: loaded ? [...(family?.products ?? [])].sort(byName) : [], loaded };
}
