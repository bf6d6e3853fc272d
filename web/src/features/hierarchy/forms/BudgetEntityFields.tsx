// The fields of the project/application form. They load what the rules need — the products of
// the chosen family with their available budgets, and the currencies with their rates — and hand
// the chosen product's budget and the currency's rate to the form's rules.
import { useEffect, type RefObject } from 'react';
import { getIn, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BUDGET_ENTITY_MESSAGES,
  budgetBlocksSubmit,
  budgetInputSum,
  TEXTS,
  type BudgetCode,
  type BudgetEntityRuleOptions,
} from '@cost-steering/schema';
import { formatMoney } from '../../../shared/money/money';
import { useSession } from '../../../shared/session/session';
import { useFamilyChoices, useFamilyProducts } from '../hooks/useHierarchyChoices';
import { useOwnerOptions } from '../hooks/useOwnerOptions';
import { useBudgetCurrencies } from '../hooks/useReferenceChoices';
import { useAvailableBudgetText } from './AvailableBudget';
import type { FixedProduct } from './BudgetEntityForm';
import { COST_CODE_LABELS, type BudgetEntityFormValues } from './budgetEntityValues';
import { FormSelect, NameField, type Option } from '../../../shared/forms/FormFields';
import { ownerOptions } from './ownerOptions';

interface Props {
  codes: readonly BudgetCode[];
  fixedProduct?: FixedProduct;
  locked: boolean;
  limits: RefObject<BudgetEntityRuleOptions>;
  serverBudgetError: string | null;
  onBudgetEdited(): void;
}

export function BudgetEntityFields({
  codes,
  fixedProduct,
  locked: closing,
  limits,
  serverBudgetError,
  onBudgetEdited,
}: Props) {
  const { values, isSubmitting, setValues, validateForm } =
    useFormikContext<BudgetEntityFormValues>();
  const { user } = useSession();
  const owners = useOwnerOptions(user.username);
  const { families } = useFamilyChoices();
  const { products, loaded } = useFamilyProducts(values.familyId);
  const currencies = useBudgetCurrencies();
  const product = products.find((known) => known.id === values.productId);
  const rate = currencies.find((currency) => currency.id === values.currency)?.rate;
  const locked = closing || isSubmitting;

  const available = product?.availableBudget ?? null;
  useEffect(() => {
    limits.current = { productAvailableBudget: available, currencyRate: rate ?? null };
    void validateForm();
  }, [available, rate, limits, validateForm]);

  // Until the family's products are loaded the modal still names its product.
  const productOptions: Option[] =
    !loaded && fixedProduct ? [{ id: fixedProduct.id, name: fixedProduct.name }] : products;
  const emptyFamily = loaded && products.length === 0;

  return (
    <>
      <FormSelect name="owner" label="Owner" options={ownerOptions(owners)} disabled={locked} />
      {!fixedProduct && (
        <FormSelect
          name="familyId"
          label="Product family"
          options={families}
          disabled={locked}
          onChoose={(familyId) => void setValues({ ...values, familyId, productId: '' }, true)}
        />
      )}
      <FormSelect
        name="productId"
        label="Product"
        options={productOptions}
        disabled={locked || emptyFamily || !values.familyId}
        problem={emptyFamily ? TEXTS.familyHasNoProducts : undefined}
        hint={available != null ? <AvailableHint available={available} /> : undefined}
      />
      <NameField disabled={locked} />
      <FormSelect
        name="currency"
        label="Currency"
        options={currencies.map(({ id }) => ({ id, name: id }))}
        disabled={locked}
      />
      <CostInputs codes={codes} disabled={locked} onEdited={onBudgetEdited} />
      <BudgetCheck available={available} rate={rate ?? null} serverError={serverBudgetError} />
    </>
  );
}

function AvailableHint({ available }: { available: string }) {
  const availableText = useAvailableBudgetText();
  return <span>{availableText(available)}</span>;
}

function CostInputs({
  codes,
  disabled,
  onEdited,
}: {
  codes: readonly BudgetCode[];
  disabled: boolean;
  onEdited(): void;
}) {
  const { values, errors, touched, handleChange, handleBlur } =
    useFormikContext<BudgetEntityFormValues>();
  return (
    <Box
      role="group"
      aria-label={`Budget (${values.currency})`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
    >
      {codes.map((code) => {
        const name = `budget.${code}`;
        const error = getIn(touched, name)
          ? (getIn(errors, name) as string | undefined)
          : undefined;
        return (
          <TextField
            key={code}
            name={name}
            label={`${COST_CODE_LABELS[code]} (${code})`}
            value={values.budget[code]}
            onChange={(event) => {
              onEdited();
              handleChange(event);
            }}
            onBlur={handleBlur}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? values.currency}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        );
      })}
    </Box>
  );
}

/**
 * The total entered and, when the budget blocks the submit, why (spec §5): nothing entered, or
 * more than the product's available budget in the chosen currency.
 */
function BudgetCheck({
  available,
  rate,
  serverError,
}: {
  available: string | null;
  rate: string | null;
  serverError: string | null;
}) {
  const { values } = useFormikContext<BudgetEntityFormValues>();
  const problem = budgetBlocksSubmit(values.budget, {
    productAvailableBudget: available,
    currencyRate: rate,
  });
  const sum = budgetInputSum(values.budget);
  const isError = serverError !== null || problem === BUDGET_ENTITY_MESSAGES.overProductBudget;
  return (
    <Box aria-live="polite">
      <Typography variant="body2" aria-label="Budget total">
        Total: {formatMoney(sum, '1', values.currency)}
        {available != null && rate != null && (
          <> of {formatMoney(available, rate, values.currency)} available</>
        )}
      </Typography>
      {(serverError ?? problem) && (
        <Typography variant="body2" color={isError ? 'error' : 'text.secondary'}>
          {serverError ?? problem}
        </Typography>
      )}
    </Box>
  );
}
