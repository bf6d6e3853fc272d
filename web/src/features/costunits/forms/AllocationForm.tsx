// Allocate a product to a cost unit (spec §2 'Create'/'Manage', §5 'Percentage'): product family
// and product, then a whole percentage 1–100 (dots removed, at most 3 digits) not above what
// remains of the product — asked of the server once the product is chosen.
import { useMemo, useState, type Ref } from 'react';
import { useQuery } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { percentageInput, percentageSchema } from '@cost-steering/schema';
import type { CostUnitAllocationInput } from '../../../gql/graphql';
import { RemainingPercentageQuery } from '../documents';
import { useFamilyChoices, useProductChoices } from '../hooks/useChoices';
import type { WriteOutcome } from '../hooks/useCostUnitWrites';
import { FormSelect, useShownError } from '../../../shared/forms/FormFields';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';

interface Values {
  family: string;
  product: string;
  percentage: string;
}

/** The percentage input: as typed; the rule says what is wrong with it (spec §5, issue 31). */
export function PercentageField({
  disabled,
  label = 'Percentage',
  inputRef,
}: {
  disabled?: boolean;
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { field, helpers, shown } = useShownError('percentage');
  return (
    <TextField
      name="percentage"
      inputRef={inputRef}
      label={label}
      value={field.value}
      onChange={(event) => {
        void helpers.setValue(percentageInput(event.target.value), true);
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true, true)}
      disabled={disabled}
      required
      error={Boolean(shown)}
      helperText={shown}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ maxWidth: 160 }}
    />
  );
}

interface Props {
  costUnitId: string;
  /** Products already in the cost unit: not offered again. */
  allocatedProductIds: readonly string[];
  onAllocate(input: CostUnitAllocationInput): Promise<WriteOutcome>;
}

export function AllocationForm({ costUnitId, allocatedProductIds, onAllocate }: Props) {
  const families = useFamilyChoices();
  const [family, setFamily] = useState('');
  const [product, setProduct] = useState('');
  const products = useProductChoices(family);
  const offered = products.filter((choice) => !allocatedProductIds.includes(choice.id));
  const { data } = useQuery(RemainingPercentageQuery, {
    variables: { productId: product, costUnitId },
    skip: !product,
    fetchPolicy: 'network-only',
  });
  const remaining = product ? data?.remainingPercentage : undefined;
  const schema = useMemo(() => percentageSchema(remaining), [remaining]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const outcome = await onAllocate({
      costUnitId,
      productId: values.product,
      percent: Number(values.percentage),
    });
    if (outcome.status === 'done') {
      setProduct('');
      helpers.resetForm({ values: { family: values.family, product: '', percentage: '' } });
    }
  }

  return (
    <Formik
      initialValues={{ family: '', product: '', percentage: '' }}
      validationSchema={schema}
      validateOnMount
      enableReinitialize={false}
      onSubmit={submit}
    >
      {({ isValid, isSubmitting, values, setFieldValue }) => (
        <FormKeepingFocus aria-label="Allocate product">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <Typography variant="h6" component="h2">
              Product allocation
            </Typography>
            <FormSelect
              name="family"
              label="Product family"
              options={families}
              disabled={isSubmitting}
              onChange={(value) => {
                setFamily(value);
                setProduct('');
                void setFieldValue('product', '', false);
              }}
            />
            <FormSelect
              name="product"
              label="Product"
              options={offered}
              disabled={isSubmitting || !values.family}
              onChange={setProduct}
            />
            <PercentageField disabled={isSubmitting || !values.product} />
            {remaining !== undefined && (
              <Typography variant="body2" aria-label="Remaining percentage">
                Remaining: {remaining} %
              </Typography>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={!isValid || isSubmitting || !values.product || remaining === undefined}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add Product
            </Button>
          </Stack>
        </FormKeepingFocus>
      )}
    </Formik>
  );
}
