import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeBookingId } from '@turf/sync-contract/booking-id';
import type { Problem } from '@turf/sync-contract/error-codes';
import {
  IdParams,
  PUSH_DEVICES_PER_REQUEST,
  PUSH_REQUESTS_PER_DEVICE,
  PushPublicKey,
  PushRenewalBody,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@turf/sync-contract/schemas';
import Type from 'typebox';
import { BadRequestError, PushDeviceFullError, PushRequestFullError, RequestNotFoundError } from '../errors';
import { pushSubscriptionProblem } from '../lib/push/push-subscription-check';
import { errorResponses } from './error-responses';

export interface PushRoutesOptions {
  /** Visitor subscriptions per minute per IP (the booking requests' limit). */
  rateLimit: number;
}

const NO_CONTENT = { 204: Type.Null({ description: 'Done' }) };
const INVALID_SUBSCRIPTION: Problem = {
  code: 'PUSH_SUBSCRIPTION_INVALID',
  message: 'Send the subscription your browser made: an https endpoint and its p256dh and auth keys',
};
/** The stranger-proof checks every subscription passes before it is stored: a known push service, usable keys. */
function checkSubscription(isAllowed: (endpoint: string) => boolean, subscription: PushSubscriptionBody): void {
  const problem = pushSubscriptionProblem(subscription, isAllowed);
  if (problem !== null) throw new BadRequestError(problem);
}

/** Public: the key devices subscribe with, and a visitor's device following its own request. */
const routes: FastifyPluginAsyncTypebox<PushRoutesOptions> = async (app, options) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        summary: "The server's VAPID public key: the applicationServerKey a device subscribes with",
        tags: ['public'],
        response: { 200: PushPublicKey },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/api/booking-requests/:id/subscription',
    {
      schema: {
        summary: 'Notify this device when the manager decides this request (and before the slot, if confirmed)',
        description:
          `The Booking ID is the secret, as for the status page. A device follows at most ` +
          `${PUSH_REQUESTS_PER_DEVICE} requests whose slots are still to come, and a request is followed by at most ` +
          `${PUSH_DEVICES_PER_REQUEST} devices (409 beyond either); the same subscription twice is one.`,
        tags: ['public'],
        params: IdParams,
        body: PushSubscriptionBody,
        response: { ...NO_CONTENT, ...errorResponses(400, 404, 409, 413, 429) },
      },
      config: {
        rateLimit: { max: options.rateLimit, timeWindow: '1 minute' },
        invalidBody: INVALID_SUBSCRIPTION,
      },
    },
    async (request, reply) => {
      checkSubscription(app.push.isAllowedEndpoint, request.body);
      const id = normalizeBookingId(request.params.id);
      const result = await app.push.subscriptions.followRequest(id, request.body);
      if (result.outcome === 'request-not-found') throw new RequestNotFoundError();
      if (result.outcome === 'device-full') throw new PushDeviceFullError(PUSH_REQUESTS_PER_DEVICE);
      if (result.outcome === 'request-full') throw new PushRequestFullError(PUSH_DEVICES_PER_REQUEST);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/push/renewal',
    {
      schema: {
        summary:
          "A device's renewed subscription takes the old one's place (the service worker's pushsubscriptionchange)",
        description:
          "The old subscription's auth secret is the proof: the manager's device stays the manager's, each followed " +
          'request stays followed, now at the new endpoint, and the old endpoint is forgotten. Done (204) whether or ' +
          'not the old subscription was known, so the answer tells a stranger nothing.',
        tags: ['public'],
        body: PushRenewalBody,
        response: { ...NO_CONTENT, ...errorResponses(400, 413, 429) },
      },
      config: {
        rateLimit: { max: options.rateLimit, timeWindow: '1 minute' },
        invalidBody: INVALID_SUBSCRIPTION,
      },
    },
    async (request, reply) => {
      checkSubscription(app.push.isAllowedEndpoint, request.body.subscription);
      await app.push.subscriptions.renew(request.body.oldEndpoint, request.body.oldAuth, request.body.subscription);
      return reply.code(204).send(null);
    },
  );
};

/** The manager's devices: registered only inside the admin scope (app.ts), which guards and documents each one. */
export const adminPushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        summary: 'Notify this device of every new booking request',
        body: PushSubscriptionBody,
        response: { ...NO_CONTENT, ...errorResponses(400, 413) },
      },
      config: { invalidBody: INVALID_SUBSCRIPTION },
    },
    async (request, reply) => {
      checkSubscription(app.push.isAllowedEndpoint, request.body);
      await app.push.subscriptions.saveManager(request.user.sub, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        summary: 'Stop notifying this device (done, whether or not it was subscribed)',
        body: PushUnsubscribeBody,
        response: { ...NO_CONTENT, ...errorResponses(400, 413) },
      },
      config: {
        invalidBody: { code: 'PUSH_SUBSCRIPTION_INVALID', message: 'Send the endpoint of the subscription to remove' },
      },
    },
    async (request, reply) => {
      await app.push.subscriptions.removeManager(request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
