// Creating an application: useCreateBudgetEntity('application', place).
import { useCreateBudgetEntity, type BudgetEntityPlace } from './useCreateBudgetEntity';

export { CreateApplicationMutation } from './budgetEntityDocuments';

export const useCreateApplication = (place: BudgetEntityPlace) =>
  useCreateBudgetEntity('application', place);
