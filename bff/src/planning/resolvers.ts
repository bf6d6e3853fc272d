// Query/Mutation fields of next-year planning: pages asked of the REST API (each record brings
// its comments), one record, the proposal form's figures, the planning picture, and the writes
// with their user errors.
import type { FutureBudgetStatus, Resolvers } from '../generated/graphql.ts';
import { NotFoundError } from '../errors.ts';
import { isRestId } from '../keyed.ts';
import {
  commentFields,
  futureBudgetFields,
  REST_ENTITY_TYPES,
  toPlanningPicture,
  toRestStatus,
} from './mappers.ts';
import { planningUserErrors, toRestFutureBudgetInput, UNKNOWN_FUTURE_BUDGET } from './inputs.ts';
import {
  emptyFutureBudgetPage,
  futureBudgetPage,
  getEntityFigures,
  getFutureBudget,
  getPicture,
  postComment,
  postFutureBudget,
  putDecision,
} from './rest.ts';

const statusFilter = (status: readonly FutureBudgetStatus[] | null | undefined) =>
  status ? status.map(toRestStatus).join(',') : undefined;

const failed = (error: unknown, renamed?: Record<string, string>) => ({
  futureBudget: null,
  errors: planningUserErrors(error, renamed),
});

export const planningResolvers: Resolvers = {
  Query: {
    futureBudgets: async (_parent, { status, year, ...args }, { rest }) => {
      // No status at all matches nothing (null means every status).
      if (status?.length === 0) return emptyFutureBudgetPage(args);
      return futureBudgetPage(rest, '/futurebudgets', args, {
        status: statusFilter(status),
        year: year == null ? undefined : String(year),
      });
    },
    futureBudget: (_parent, { id }, { rest }) => (isRestId(id) ? getFutureBudget(rest, id) : null),
    myFutureBudgetProposals: (_parent, args, { rest, user }) =>
      futureBudgetPage(rest, '/futurebudgets/proposals', args, { username: user.username }),
    myFutureBudgetDemands: (_parent, args, { rest, user }) =>
      futureBudgetPage(rest, '/futurebudgets/demands', args, { username: user.username }),
    // An entity that does not exist is NOT_FOUND (the REST API's 404), an id that cannot name
    // one too, without a call: zero figures would pass for a real entity's.
    planningEntityFigures: async (_parent, { entityType, entityId }, { rest }) => {
      if (!isRestId(entityId)) throw new NotFoundError('Entity not found.');
      const figures = await getEntityFigures(rest, REST_ENTITY_TYPES[entityType], entityId);
      return {
        year: figures.year,
        lastYearActuals: figures.last_year_actuals,
        currentYearForecast: figures.current_year_forecast,
      };
    },
    planningPicture: async (_parent, _args, { rest }) => toPlanningPicture(await getPicture(rest)),
  },
  FutureBudget: futureBudgetFields,
  FutureBudgetComment: commentFields,
  FutureBudgetPage: {
    items: (page) => page.items,
    totalCount: (page) => page.totalCount,
  },
  Mutation: {
    createFutureBudget: async (_parent, { input }, { rest, user }) => {
      const body = toRestFutureBudgetInput(input, user.username);
      if (!body) {
        return {
          futureBudget: null,
          errors: [{ field: 'entityId', message: 'Entity is required', code: 'VALIDATION' }],
        };
      }
      try {
        return { futureBudget: await postFutureBudget(rest, body), errors: [] };
      } catch (error) {
        return failed(error);
      }
    },
    approveFutureBudget: async (_parent, { input }, { rest }) => {
      if (!isRestId(input.id)) return { futureBudget: null, errors: [UNKNOWN_FUTURE_BUDGET] };
      try {
        const body = { id: input.id, status: 'approved', approved_budget: input.approvedBudget };
        return { futureBudget: await putDecision(rest, input.id, body), errors: [] };
      } catch (error) {
        return failed(error);
      }
    },
    declineFutureBudget: async (_parent, { input }, { rest, user }) => {
      if (!isRestId(input.id)) return { futureBudget: null, errors: [UNKNOWN_FUTURE_BUDGET] };
      try {
        const body = {
          id: input.id,
          status: 'declined',
          sender_id: user.username,
          description: input.reason,
        };
        return { futureBudget: await putDecision(rest, input.id, body), errors: [] };
      } catch (error) {
        return failed(error, { description: 'reason' });
      }
    },
    addFutureBudgetComment: async (_parent, { input }, { rest, user }) => {
      if (!isRestId(input.futureBudgetId)) {
        return {
          futureBudget: null,
          errors: [{ ...UNKNOWN_FUTURE_BUDGET, field: 'futureBudgetId' }],
        };
      }
      try {
        await postComment(rest, {
          sender_id: user.username,
          future_budget_id: input.futureBudgetId,
          message: input.message,
        });
        // The record with its thread, the new comment last.
        return { futureBudget: await getFutureBudget(rest, input.futureBudgetId), errors: [] };
      } catch (error) {
        return failed(error);
      }
    },
  },
};
