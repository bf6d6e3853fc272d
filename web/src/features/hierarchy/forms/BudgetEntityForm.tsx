// The project/application form of spec §2/§5, on /create-project and /create-app and in the
// 'Create a new Project/Application' modal. Fields: owner (current user by default), product
// family (only on the page), product, name (counter), currency (EUR by default) and the cost
// inputs. Submit is disabled while the sum is zero or, converted with the chosen currency's rate,
// exceeds the product's available budget. After a create the page keeps family, product, owner
// and currency and clears the name and amounts for the next entry; the modal closes after 1 s.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Formik, useFormikContext, validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { string } from 'yup';
import {
  BUDGET_ENTITY_MESSAGES,
  budgetEntitySchema,
  PRODUCT_MESSAGES,
  TIMINGS,
  type BudgetEntityRuleOptions,
} from '@cost-steering/schema';
import { useSession } from '../../../shared/session/session';
import { useCreateBudgetEntity, type BudgetEntityKind } from '../hooks/useCreateBudgetEntity';
import {
  initialBudgetEntityValues,
  nextEntryValues,
  shownCostCodes,
  toBudgetEntityInput,
  type BudgetEntityFormValues,
} from './budgetEntityValues';
import { BudgetEntityFields } from './BudgetEntityFields';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';

/** The product the modal creates for; its family is not chosen there. */
export interface FixedProduct {
  id: string;
  name: string;
  familyId: string;
}

interface Props {
  kind: BudgetEntityKind;
  /** Modal mode: the product is given. */
  fixedProduct?: FixedProduct;
  /** Modal mode: called 1 s after a create, and on Cancel. */
  onDone?(): void;
}

const NO_LIMITS: BudgetEntityRuleOptions = { productAvailableBudget: null, currencyRate: null };

/** The create function of the kind, with the banners of the page or of the modal. */
function useCreate(kind: BudgetEntityKind, inModal: boolean) {
  return useCreateBudgetEntity(kind, inModal ? 'modal' : 'page');
}

export function BudgetEntityForm({ kind, fixedProduct, onDone }: Props) {
  const { user, configuration } = useSession();
  const inModal = fixedProduct !== undefined;
  const codes = shownCostCodes(configuration.flags.undefinedEnabled);
  const create = useCreate(kind, inModal);
  const [closing, setClosing] = useState(false);
  const [serverBudgetError, setServerBudgetError] = useState<string | null>(null);
  // The chosen product's available budget and the currency's rate: known to the fields below
  // (they load them), read by the rules on every validation.
  const limits = useRef<BudgetEntityRuleOptions>(NO_LIMITS);
  const initialValues = useMemo(
    () => initialBudgetEntityValues(user.username, fixedProduct),
    [user.username, fixedProduct],
  );

  // The close timer starts once, when the create succeeded; a new onDone from a re-rendering
  // parent must not restart it.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(() => done.current?.(), TIMINGS.modalCloseAfterCreateMs);
    return () => clearTimeout(timer);
  }, [closing]);

  const validate = useCallback(
    (values: BudgetEntityFormValues) => {
      const rules = budgetEntitySchema(limits.current);
      const schema = inModal
        ? rules
        : rules.shape({ familyId: string().required(PRODUCT_MESSAGES.familyRequired) });
      return validateYupSchema(values, schema).then(
        () => ({}),
        (error: unknown) => yupToFormErrors(error),
      );
    },
    [inModal],
  );

  async function submit(
    values: BudgetEntityFormValues,
    helpers: FormikHelpers<BudgetEntityFormValues>,
  ) {
    const outcome = await create(toBudgetEntityInput(values, codes));
    if (outcome.status === 'created') {
      if (inModal) setClosing(true);
      else helpers.resetForm({ values: nextEntryValues(values) });
    } else if (outcome.status === 'duplicate') {
      await helpers.setFieldValue('name', '', true);
      await helpers.setFieldTouched('name', true, false);
    } else if (outcome.status === 'invalid') {
      const { budget, ...fieldErrors } = outcome.fieldErrors;
      setServerBudgetError(budget ?? null);
      helpers.setErrors(fieldErrors);
    }
  }

  return (
    <Formik
      initialValues={initialValues}
      // A new entry has no name yet: Submit starts disabled, before the first check completes.
      initialErrors={{ name: BUDGET_ENTITY_MESSAGES.nameRequired }}
      validate={validate}
      validateOnMount
      onSubmit={submit}
    >
      <FormKeepingFocus aria-label={kind === 'project' ? 'Create project' : 'Create application'}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <BudgetEntityFields
            codes={codes}
            fixedProduct={fixedProduct}
            locked={closing}
            limits={limits}
            serverBudgetError={serverBudgetError}
            onBudgetEdited={() => setServerBudgetError(null)}
          />
          <SubmitButtons closing={closing} onCancel={onDone} />
        </Stack>
      </FormKeepingFocus>
    </Formik>
  );
}

function SubmitButtons({ closing, onCancel }: { closing: boolean; onCancel?(): void }) {
  const { isValid, isSubmitting } = useFormikContext<BudgetEntityFormValues>();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button type="submit" variant="contained" disabled={!isValid || isSubmitting || closing}>
        Submit
      </Button>
      {onCancel && (
        <Button variant="text" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Box>
  );
}
