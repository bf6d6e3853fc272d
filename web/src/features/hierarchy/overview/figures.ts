// Figures of the overview: the budget summary of what a level shows. The server computes each entity's figures and statuses; where the page adds
// several entities up it does so exactly with the decimal helpers of the schema package.
//
// Two amounts were both called 'remaining budget' (web/README.md 'Remaining and Unallocated'):
// - Remaining   = budget − forecast: what the forecast leaves of the budget (every entity);
// - Unallocated = cap − what was handed down: a family's cap minus its products' caps, a
//   product's cap minus its projects' and applications' budgets (the server's availableBudget).
// Each has one label everywhere (FIGURE_LABELS); a summary adds up the cards it stands over.
import { figureStatus, fromScaled, sumDecimals, toScaled } from '@cost-steering/schema';
import type { FigureStatus } from '../../../gql/graphql';

export interface SummaryFigures {
  budget: string;
  forecast: string;
  actuals: string;
  /** 'Unallocated': the cap minus the caps (or budgets) handed down to the level below. */
  availableBudget: string;
  /** Forecast against budget. */
  forecastStatus: FigureStatus;
  /** Actuals against forecast. */
  actualsStatus: FigureStatus;
}

export const FIGURE_LABELS = {
  budget: 'Budget',
  forecast: 'Forecast',
  actuals: 'Actuals',
  remaining: 'Remaining',
  unallocated: 'Unallocated',
} as const;

/** What 'Unallocated' is on a family and on a product, for the summaries' captions. */
export const UNALLOCATED_MEANING = {
  family: "the part of a family's cap not yet given to its products",
  product: "the part of a product's cap not yet given to its projects and applications",
} as const;

/** 'Remaining': what the forecast leaves of the budget, exactly (negative when over). */
export function remaining(figures: { budget: string; forecast: string }): string {
  return fromScaled(toScaled(figures.budget) - toScaled(figures.forecast), 2);
}

/** The total of the shown entities, coloured by the same rule the server applies to each one. */
export function summarize(
  items: readonly Pick<SummaryFigures, 'budget' | 'forecast' | 'actuals' | 'availableBudget'>[],
): SummaryFigures {
  const budget = sumDecimals(items.map((item) => item.budget));
  const forecast = sumDecimals(items.map((item) => item.forecast));
  const actuals = sumDecimals(items.map((item) => item.actuals));
  return {
    budget,
    forecast,
    actuals,
    availableBudget: sumDecimals(items.map((item) => item.availableBudget)),
    forecastStatus: figureStatus(forecast, budget),
    actualsStatus: figureStatus(actuals, forecast),
  };
}
