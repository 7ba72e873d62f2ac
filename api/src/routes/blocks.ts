import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { BlockList, BlockParams, CreateBlocksBody, DateRangeQuery } from '@turf/sync-contract/schemas';
import { BadRequestError, BlockNotFoundError, SlotsHeldError } from '../errors';
import { checkBlocks, slotNames } from '../lib/bookings/block-rules';
import { dateRangeProblem } from '../lib/http/date-range';
import { errorResponses } from './error-responses';

/** The manager's routes: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminBlockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { blocks } = app.repos;

  app.post(
    API_PATHS.blocks,
    {
      schema: {
        summary: 'Block slots of one day (maintenance, a tournament, a private event), all or nothing',
        description:
          'Blocks every listed slot with the reason, or none: when any of them is booked or blocked already, 409 ' +
          'names those slots and nothing is blocked. A blocked slot is taken for visitors (no reason shown). Past ' +
          'dates and started slots are refused (400). Requests already waiting for a slot stay pending.',
        body: CreateBlocksBody,
        response: { 201: BlockList, ...errorResponses(400, 409, 413) },
      },
    },
    async (request, reply) => {
      const checked = checkBlocks(request.body, app.clock());
      if ('problem' in checked) throw new BadRequestError(checked.problem);
      const result = await blocks.create(checked.blocks);
      if (result.outcome === 'held') {
        const named = [
          ...(result.booked.length > 0 ? [`Already booked: ${slotNames(result.booked)}`] : []),
          ...(result.blocked.length > 0 ? [`Already blocked: ${slotNames(result.blocked)}`] : []),
        ];
        throw new SlotsHeldError(named.join('. '));
      }
      app.availability.invalidate(checked.blocks.date);
      return reply.code(201).send(result.blocks);
    },
  );

  app.get(
    API_PATHS.blocks,
    {
      schema: {
        summary: 'The blocked slots from `from` to `to` (both included, at most 92 days), by date and slot',
        querystring: DateRangeQuery,
        response: { 200: BlockList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const problem = dateRangeProblem(from, to);
      if (problem !== null) throw new BadRequestError(problem);
      return blocks.inRange(from, to);
    },
  );

  app.delete(
    '/api/blocks/:id',
    {
      schema: {
        summary: 'Unblock a slot: the block is deleted and the slot is free again',
        params: BlockParams,
        response: { 204: { type: 'null', description: 'Unblocked' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const date = await blocks.remove(request.params.id);
      if (date === null) throw new BlockNotFoundError();
      app.availability.invalidate(date);
      return reply.code(204).send(null);
    },
  );
};
