// Figures of the overview: the budget summary of what a level shows. The server computes each
// entity's figures and statuses; where the page adds several entities up it does so exactly with
// the decimal helpers of the schema package.
import { figureStatus, sumDecimals } from '@cost-steering/schema';
import type { FigureStatus } from '../../../gql/graphql';

export interface SummaryFigures {
  budget: string;
  forecast: string;
  actuals: string;
  /** The remaining budget: the cap minus the caps (or budgets) given out below it. */
  availableBudget: string;
  /** Forecast against budget. */
  forecastStatus: FigureStatus;
  /** Actuals against forecast. */
  actualsStatus: FigureStatus;
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
