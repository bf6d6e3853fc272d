// The product form's values and what is sent (spec §3: the image is left out when there is none;
// only the cap that applies — budget limit or target — and a platform cost only for a platform).
import { isPlatformFamilyName } from '@cost-steering/schema';
import type { CreateProductInput } from '../../../gql/graphql';

export interface ProductFormValues {
  productFamilyId: string;
  name: string;
  regionId: string;
  owner: string;
  image: File | null;
  budgetLimit: string;
  target: string;
  isPlatform: boolean;
  platformCost: string;
}

export interface ProductFormFlags {
  budgetLimitEnabled: boolean;
  regionsEnabled: boolean;
}

export function initialProductValues(
  owner: string,
  family: { id: string; name: string } | undefined,
): ProductFormValues {
  return {
    productFamilyId: family?.id ?? '',
    name: '',
    regionId: '',
    owner,
    image: null,
    budgetLimit: '',
    target: '',
    // Spec §5: a family named like a platform makes its products platforms by default.
    isPlatform: family ? isPlatformFamilyName(family.name) : false,
    platformCost: '',
  };
}

export function toProductInput(
  values: ProductFormValues,
  flags: ProductFormFlags,
  imageId: string | null,
): CreateProductInput {
  return {
    productFamilyId: values.productFamilyId,
    name: values.name.trim(),
    owner: values.owner,
    ...(flags.regionsEnabled ? { regionId: values.regionId } : {}),
    ...(imageId ? { imageId } : {}),
    ...(flags.budgetLimitEnabled
      ? { budgetLimit: values.budgetLimit.trim() }
      : { target: values.target.trim() }),
    ...(values.isPlatform ? { platformCost: values.platformCost.trim() } : {}),
  };
}
