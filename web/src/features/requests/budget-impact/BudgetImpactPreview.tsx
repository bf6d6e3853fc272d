// The budget impact before Next (issue 9 part 4): as soon as the form has entities, an amount, a
// currency and a start date, each chosen entity is measured as if the whole amount landed on it —
// the most it can take, since the items that split the amount come after Next. Asked once the
// user pauses typing; the last figures stay while the next ones load.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { compareDecimals, isDecimal, isIsoDay } from '@cost-steering/schema';
import type { BudgetImpactPreviewInput } from '../../../gql/graphql';
import { graphql } from '../../../gql';
import { errorBannerText } from '../../../shared/errors/errorText';
import { useSettledValue } from '../../../shared/forms/useSettledValue';
import { BudgetImpactView } from './BudgetImpactPanel';

export const BudgetImpactPreviewQuery = graphql(`
  query RequestBudgetImpactPreview($input: BudgetImpactPreviewInput!) {
    budgetImpactPreview(input: $input) {
      ...BudgetImpactFields
    }
  }
`);

/** Ours: long enough to wait for a typed amount, short enough to feel immediate. */
const SETTLE_MS = 400;

export const PREVIEW_CAPTION =
  'Before list items split the amount, each entity is shown as if it took the whole amount.';

export interface PreviewValues {
  entities: readonly {
    type: BudgetImpactPreviewInput['entities'][number]['entityType'];
    id: string;
  }[];
  orderAmount: string;
  currency: string;
  startDate: string;
  deliveryDate: string;
}

/** The preview's input, or null while the form lacks what it needs. */
export function previewInput(
  values: PreviewValues,
  replacesId: string | null,
): BudgetImpactPreviewInput | null {
  const amount = values.orderAmount.trim();
  if (values.entities.length === 0 || !isDecimal(amount) || compareDecimals(amount, '0') <= 0) {
    return null;
  }
  if (!values.currency || !isIsoDay(values.startDate)) return null;
  return {
    entities: values.entities.map((e) => ({ entityType: e.type, entityId: e.id })),
    orderAmount: amount,
    currency: values.currency,
    startDate: values.startDate,
    deliveryDate: isIsoDay(values.deliveryDate) ? values.deliveryDate : null,
    replacesId,
  };
}

export function BudgetImpactPreview(props: { values: PreviewValues; replacesId: string | null }) {
  const input = previewInput(props.values, props.replacesId);
  // Compared by content: the form hands a new object on every render.
  const key = useSettledValue(input ? JSON.stringify(input) : null, SETTLE_MS);
  const { data, previousData, error } = useQuery(BudgetImpactPreviewQuery, {
    variables: { input: key ? (JSON.parse(key) as BudgetImpactPreviewInput) : input! },
    skip: !key,
  });
  if (!key) return null;
  if (error) return <Alert severity="error">{errorBannerText(error)}</Alert>;
  const impact = (data ?? previousData)?.budgetImpactPreview;
  if (!impact) return null;
  return <BudgetImpactView impact={impact} commitment="Send Request" caption={PREVIEW_CAPTION} />;
}
