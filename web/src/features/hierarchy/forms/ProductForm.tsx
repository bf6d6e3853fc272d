// The product form of spec §2/§5, standalone on /create-product and embedded in
// /create-prodfamily below the family just created. Fields: product family, name (counter), region
// (only when regions are enabled), owner (current user by default), image (at most 500 KB), budget
// limit (at most the family's available budget; submit disabled when nothing is left) or target,
// and the Platform tick box (ticked by default for a family named like a platform) with the
// platform cost it requires. After a create the fields lock, New starts another product of the
// same family, and the success panel offers a project or an application for the new product.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Formik, useFormikContext, validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  compareDecimals,
  isPlatformFamilyName,
  PRODUCT_MESSAGES,
  productSchema,
} from '@cost-steering/schema';
import { useSession } from '../../../shared/session/session';
import { PoliteAnnouncement } from '../../../shared/a11y/PoliteAnnouncement';
import type { FamilyChoice } from '../hooks/useHierarchyChoices';
import { useOwnerOptions } from '../hooks/useOwnerOptions';
import { useRegionChoices } from '../hooks/useReferenceChoices';
import { useCreateProduct, type CreatedProduct } from '../hooks/useCreateProduct';
import { useAvailableBudgetText } from './AvailableBudget';
import { CreatedProductPanel, PRODUCT_CREATED } from './CreatedProductPanel';
import { FormSelect, FormText, NameField } from '../../../shared/forms/FormFields';
import { ownerOptions } from './ownerOptions';
import { ProductImageField } from './ProductImageField';
import {
  initialProductValues,
  toProductInput,
  type ProductFormFlags,
  type ProductFormValues,
} from './productFormValues';
import { useImageStore } from './useImageStore';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';

interface Props {
  /** The families to choose from (sorted by name). */
  families: readonly FamilyChoice[];
  /** The family chosen at the start: the one just created when embedded. */
  initialFamily?: FamilyChoice;
}

/** True when the budget-limit rule leaves nothing to give (spec §5: submit disabled). */
function noBudgetLeft(family: FamilyChoice | undefined, flags: ProductFormFlags): boolean {
  return (
    flags.budgetLimitEnabled && family != null && compareDecimals(family.availableBudget, '0') <= 0
  );
}

export function ProductForm({ families, initialFamily }: Props) {
  const { user, configuration } = useSession();
  const { budgetLimitEnabled, regionsEnabled } = configuration.flags;
  const flags = useMemo(
    () => ({ budgetLimitEnabled, regionsEnabled }),
    [budgetLimitEnabled, regionsEnabled],
  );
  const create = useCreateProduct();
  const storeImage = useImageStore();
  const [created, setCreated] = useState<CreatedProduct | null>(null);
  const initialValues = useMemo(
    () => initialProductValues(user.username, initialFamily),
    [user.username, initialFamily],
  );

  const validate = useCallback(
    (values: ProductFormValues) => {
      const family = families.find((known) => known.id === values.productFamilyId);
      const schema = productSchema({
        ...flags,
        familyAvailableBudget: family?.availableBudget ?? null,
      });
      return validateYupSchema(values, schema).then(
        () => ({}),
        (error: unknown) => yupToFormErrors(error),
      );
    },
    [families, flags],
  );

  async function submit(values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) {
    const image = await storeImage(values.image);
    if (!image) return;
    const outcome = await create(toProductInput(values, flags, image.imageId));
    if (outcome.status === 'created') setCreated(outcome.created);
    else if (outcome.status === 'duplicate') {
      await helpers.setFieldValue('name', '', true);
      await helpers.setFieldTouched('name', true, false);
    } else if (outcome.status === 'invalid') helpers.setErrors(outcome.fieldErrors);
  }

  return (
    <Formik
      initialValues={initialValues}
      // A new product has no name yet: Submit starts disabled, before the first check completes.
      initialErrors={{ name: PRODUCT_MESSAGES.nameRequired }}
      validate={validate}
      validateOnMount
      onSubmit={submit}
    >
      {({ values, resetForm }) => (
        <>
          <ProductFields
            families={families}
            flags={flags}
            created={created !== null}
            onNew={() => {
              const family = families.find((known) => known.id === values.productFamilyId);
              resetForm({ values: initialProductValues(user.username, family) });
              setCreated(null);
            }}
          />
          {created && <CreatedProductPanel product={created} />}
          <PoliteAnnouncement text={created ? PRODUCT_CREATED : ''} />
        </>
      )}
    </Formik>
  );
}

interface FieldsProps {
  families: readonly FamilyChoice[];
  flags: ProductFormFlags;
  created: boolean;
  onNew(): void;
}

function ProductFields({ families, flags, created, onNew }: FieldsProps) {
  const { values, isValid, isSubmitting, setValues, validateForm } =
    useFormikContext<ProductFormValues>();
  const { user } = useSession();
  const owners = useOwnerOptions(user.username);
  const regions = useRegionChoices(flags.regionsEnabled);
  const availableText = useAvailableBudgetText();
  const family = families.find((known) => known.id === values.productFamilyId);
  const exhausted = noBudgetLeft(family, flags);
  const locked = created || isSubmitting;
  const form = useRef<HTMLFormElement>(null);

  // The family's available budget can change under the form (another create, a refetch after the
  // server refused): check the budget limit against the current value.
  const available = family?.availableBudget;
  useEffect(() => {
    void validateForm();
  }, [available, validateForm]);

  function chooseFamily(id: string) {
    const chosen = families.find((known) => known.id === id);
    void setValues(
      { ...values, productFamilyId: id, isPlatform: isPlatformFamilyName(chosen?.name ?? '') },
      true,
    );
  }

  return (
    <FormKeepingFocus aria-label="Create product" ref={form}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <FormSelect
          name="productFamilyId"
          label="Product family"
          options={families}
          disabled={locked}
          onChoose={chooseFamily}
        />
        <NameField disabled={locked} />
        {flags.regionsEnabled && (
          <FormSelect name="regionId" label="Region" options={regions} disabled={locked} />
        )}
        <FormSelect name="owner" label="Owner" options={ownerOptions(owners)} disabled={locked} />
        <ProductImageField disabled={locked} />
        {flags.budgetLimitEnabled ? (
          <FormText
            name="budgetLimit"
            label="Budget limit (EUR)"
            required
            decimal
            disabled={locked || exhausted}
            problem={exhausted && !created ? PRODUCT_MESSAGES.noFamilyBudget : undefined}
            hint={family ? availableText(family.availableBudget) : 'EUR'}
          />
        ) : (
          <FormText name="target" label="Target (EUR)" required decimal disabled={locked} />
        )}
        <PlatformFields disabled={locked} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isSubmitting || created || exhausted}
          >
            Submit
          </Button>
          {created && (
            <Button
              variant="outlined"
              onClick={() => {
                onNew();
                form.current?.focus(); // New leaves with its button
              }}
            >
              New
            </Button>
          )}
        </Box>
      </Stack>
    </FormKeepingFocus>
  );
}

function PlatformFields({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<ProductFormValues>();
  return (
    <>
      <FormControlLabel
        label="Platform"
        control={
          <Checkbox
            name="isPlatform"
            checked={values.isPlatform}
            disabled={disabled}
            onChange={(event) => void setFieldValue('isPlatform', event.target.checked, true)}
          />
        }
      />
      {values.isPlatform && (
        <FormText
          name="platformCost"
          label="Platform cost (EUR)"
          required
          decimal
          disabled={disabled}
        />
      )}
    </>
  );
}
