// Allocate Consumer (spec §2 'Manage Platform'): product family (families whose name contains
// 'platform' are left out), product, then a project or application of it; Add Consumer needs one
// (spec §5). The choices are asked as the user narrows them down.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isPlatformFamilyName, platformConsumerSchema } from '@cost-steering/schema';
import type { PlatformConsumerKind } from '../../../gql/graphql';
import { FormSelect, type Option } from '../../../shared/forms/FormFields';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import {
  FamilyChoicesQuery,
  FamilyProductChoicesQuery,
  ProductEntityChoicesQuery,
} from '../../../shared/hierarchy-choices/documents';

export interface ConsumerChoice {
  kind: PlatformConsumerKind;
  entityId: string;
}

interface Props {
  onAdd(choice: ConsumerChoice): Promise<boolean>;
}

interface Values {
  productFamilyId: string;
  productId: string;
  consumer: string;
}

const byName = (a: Option, b: Option) => a.name.localeCompare(b.name);

/** 'PROJECT:12' → { kind, entityId }: one select holds projects and applications. */
function parseConsumer(value: string): ConsumerChoice {
  const [kind, entityId] = value.split(':') as [PlatformConsumerKind, string];
  return { kind, entityId };
}

function Fields({ values, reset }: { values: Values; reset(field: keyof Values): void }) {
  const families = useQuery(FamilyChoicesQuery);
  const products = useQuery(FamilyProductChoicesQuery, {
    variables: { familyId: values.productFamilyId },
    skip: !values.productFamilyId,
  });
  const entities = useQuery(ProductEntityChoicesQuery, {
    variables: { productId: values.productId },
    skip: !values.productId,
  });
  const familyOptions = useMemo(
    () =>
      (families.data?.productFamilies ?? [])
        .filter((family) => !isPlatformFamilyName(family.name))
        .map(({ id, name }) => ({ id, name }))
        .sort(byName),
    [families.data],
  );
  const productOptions = (products.data?.productFamily?.products ?? [])
    .map(({ id, name }) => ({ id, name }))
    .sort(byName);
  const product = entities.data?.product;
  const consumerOptions = [
    ...(product?.projects ?? []).map((p) => ({
      id: `PROJECT:${p.id}`,
      name: `Project: ${p.name}`,
    })),
    ...(product?.applications ?? []).map((a) => ({
      id: `APPLICATION:${a.id}`,
      name: `Application: ${a.name}`,
    })),
  ];
  return (
    <>
      <FormSelect
        name="productFamilyId"
        label="Product family"
        options={familyOptions}
        onChange={() => reset('productId')}
      />
      <FormSelect
        name="productId"
        label="Product"
        options={productOptions}
        disabled={!values.productFamilyId}
        onChange={() => reset('consumer')}
      />
      <FormSelect
        name="consumer"
        label="Project or application"
        options={consumerOptions}
        disabled={!values.productId}
      />
    </>
  );
}

export function AllocateConsumerForm({ onAdd }: Props) {
  const schema = useMemo(() => platformConsumerSchema(), []);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    if (await onAdd(parseConsumer(values.consumer))) {
      helpers.resetForm({ values: { ...values, consumer: '' } });
    }
  }

  return (
    <Formik
      initialValues={{ productFamilyId: '', productId: '', consumer: '' }}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({ values, isValid, isSubmitting, setFieldValue }) => (
        <FormKeepingFocus aria-label="Allocate consumer">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <Fields
              values={values}
              reset={(field) => {
                void setFieldValue(field, '', true);
                if (field === 'productId') void setFieldValue('consumer', '', true);
              }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!isValid || isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add Consumer
            </Button>
          </Stack>
        </FormKeepingFocus>
      )}
    </Formik>
  );
}
