// Registers one endpoint of src/api/endpoints/ on the server: its method and path, the sign-in and roles it asks for,
// and its parameters, query and body checked by its schemas before the handler, which gets them typed and must answer
// in the shape of the endpoint's success answer.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import { fastifyPath, type EndpointDefinition, type EndpointReply, type EndpointRequest } from '#api/endpoint';
import type { SignedInAgent } from '../auth/session-check';
import { HttpError } from '../http-error';
import { requireAgent, requireRole, signedInAgent } from './require-agent';

export interface EndpointContext<E extends EndpointDefinition> extends EndpointRequest<E> {
  /** The signed-in agent, on an endpoint that needs the access token. */
  agent: E['auth'] extends 'bearer' ? SignedInAgent : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers with the body of a success answer, or sends its own (a PDF, a 304, stored JSON). */
export type EndpointHandler<E extends EndpointDefinition> = (
  context: EndpointContext<E>,
) => Promise<EndpointReply<E> | FastifyReply>;

export const NO_SUCH_ADDRESS = 'There is nothing at this address.';

function parseParams(endpoint: EndpointDefinition, raw: unknown): unknown {
  if (!endpoint.params) return undefined;
  if (endpoint.invalidParams !== 'not-found') return endpoint.params.parse(raw);
  const parsed = endpoint.params.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, 'NOT_FOUND', NO_SUCH_ADDRESS);
  return parsed.data;
}

/** Registers `endpoint` in `app`, whose prefix is the start of the endpoint's path ('/api'). */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Pick<RouteShorthandOptions, 'bodyLimit'> = {},
): void {
  const path = fastifyPath(endpoint.path);
  if (!path.startsWith(app.prefix)) throw new Error(`${endpoint.path} is registered under ${app.prefix}`);
  const guard = endpoint.auth !== 'bearer' ? undefined : endpoint.roles ? requireRole(...endpoint.roles) : requireAgent;
  app.route({
    method: endpoint.method.toUpperCase() as HTTPMethods,
    url: path.slice(app.prefix.length),
    // Before the body is read: a request without a valid token gets its 401 without parsing megabytes.
    ...(guard ? { onRequest: guard } : {}),
    ...options,
    handler: async (request, reply) => {
      const context = {
        params: parseParams(endpoint, request.params),
        query: endpoint.query?.parse(request.query),
        body: endpoint.body?.parse(request.body),
        agent: endpoint.auth === 'bearer' ? signedInAgent(request) : undefined,
        request,
        reply,
      } as EndpointContext<E>;
      return handler(context);
    },
  });
}
