// Creating a project: useCreateBudgetEntity('project', place).
import { useCreateBudgetEntity, type BudgetEntityPlace } from './useCreateBudgetEntity';

export { CreateProjectMutation } from './budgetEntityDocuments';

export const useCreateProject = (place: BudgetEntityPlace) =>
  useCreateBudgetEntity('project', place);
