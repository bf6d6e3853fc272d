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
import { futureBudgetId, planningWrite, toRestFutureBudgetInput } from './inputs.ts';
import { write } from '../writes/write.ts';
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
      if (Array.isArray(body)) return { futureBudget: null, errors: body };
      const { value, errors } = await write(() => postFutureBudget(rest, body), planningWrite());
      return { futureBudget: value, errors };
    },
    approveFutureBudget: async (_parent, { input }, { rest }) => {
      const { value, errors } = await write(() => {
        const id = futureBudgetId(input.id);
        const body = { id, status: 'approved', approved_budget: input.approvedBudget };
        return putDecision(rest, id, body);
      }, planningWrite());
      return { futureBudget: value, errors };
    },
    declineFutureBudget: async (_parent, { input }, { rest, user }) => {
      const { value, errors } = await write(
        () => {
          const id = futureBudgetId(input.id);
          const body = {
            id,
            status: 'declined',
            sender_id: user.username,
            description: input.reason,
          };
          return putDecision(rest, id, body);
        },
        planningWrite({ description: 'reason' }),
      );
      return { futureBudget: value, errors };
    },
    addFutureBudgetComment: async (_parent, { input }, { rest, user }) => {
      const { value, errors } = await write(async () => {
        const id = futureBudgetId(input.futureBudgetId, 'futureBudgetId');
        await postComment(rest, {
          sender_id: user.username,
          future_budget_id: id,
          message: input.message,
        });
        // The record with its thread, the new comment last.
        return getFutureBudget(rest, id);
      }, planningWrite());
      return { futureBudget: value, errors };
    },
  },
};
