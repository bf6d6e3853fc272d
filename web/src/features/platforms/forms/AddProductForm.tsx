// 'Add product to platform' (spec §2): platform, product family, product. The families offered
// are those with a platform product; choosing one narrows the products to its platform products.
import { useMemo } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { platformProductSchema } from '@cost-steering/schema';
import type { AddProductToPlatformInput } from '../../../gql/graphql';
import { FormSelect, type Option } from '../../../shared/forms/FormFields';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import type { WriteOutcome } from '../../../shared/writes/useWrite';

export interface PlatformProductChoice {
  id: string;
  name: string;
  productFamilyId: string;
  productFamilyName: string;
}

interface Props {
  platforms: readonly Option[];
  products: readonly PlatformProductChoice[];
  initialPlatformId: string;
  onAdd(input: AddProductToPlatformInput): Promise<WriteOutcome<unknown>>;
}

interface Values {
  platformId: string;
  productFamilyId: string;
  productId: string;
}

export function AddProductForm({ platforms, products, initialPlatformId, onAdd }: Props) {
  const schema = useMemo(() => platformProductSchema(), []);
  const families = useMemo(() => {
    const byId = new Map(products.map((p) => [p.productFamilyId, p.productFamilyName]));
    return [...byId]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [products]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const outcome = await onAdd({ platformId: values.platformId, productId: values.productId });
    if (outcome.status === 'done') {
      helpers.resetForm({ values: { ...values, productId: '' } });
    } else if (outcome.status === 'refused') helpers.setErrors(outcome.fieldErrors);
  }

  return (
    <Formik
      initialValues={{ platformId: initialPlatformId, productFamilyId: '', productId: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({ values, isValid, isSubmitting, setFieldValue }) => (
        <FormKeepingFocus aria-label="Add product to platform">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <FormSelect name="platformId" label="Platform" options={platforms} />
            <FormSelect
              name="productFamilyId"
              label="Product family"
              options={families}
              onChange={() => void setFieldValue('productId', '', true)}
            />
            <FormSelect
              name="productId"
              label="Product"
              options={products
                .filter((product) => product.productFamilyId === values.productFamilyId)
                .map(({ id, name }) => ({ id, name }))}
              disabled={!values.productFamilyId}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!isValid || isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add product
            </Button>
          </Stack>
        </FormKeepingFocus>
      )}
    </Formik>
  );
}
