import { z } from 'zod';
import { routeIds, routes } from '@console/contract/routes';
import { failure } from '@console/contract/schemas/common';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI document, built from the contract's route table. */
export function buildOpenApi(publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const id of routeIds) {
    const def = routes[id];
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    const input = schemaOf(def.request, 'input') as { properties?: Record<string, unknown> };
    const parameters = [
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'integer' },
      })),
      ...(def.method === 'GET'
        ? Object.entries(input.properties ?? {})
            .filter(([name]) => !pathParams.includes(name))
            .map(([name, schema]) => ({ name, in: 'query', schema }))
        : []),
    ];
    const access =
      def.access === 'public'
        ? 'public'
        : def.access === 'authenticated'
          ? 'any signed-in user'
          : `permission ${def.access}`;
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId: id,
      tags: [def.area],
      summary: def.summary,
      description: [
        `Access: ${access}.`,
        def.credential && `Authorization: Bearer <${def.credential}>.`,
        def.limit &&
          `At most ${def.limit.calls} calls per client address in ${def.limit.seconds} s.`,
        def.idempotent &&
          'Send an Idempotency-Key header (8-128 of A-Z a-z 0-9 - _): a repeat with the same key gets the first answer (header Idempotent-Replayed) instead of acting again.',
      ]
        .filter(Boolean)
        .join(' '),
      ...(def.access !== 'public' && { security: [{ bearer: [] }] }),
      ...(parameters.length > 0 && { parameters }),
      ...(def.method === 'POST' && {
        requestBody: { required: true, content: { 'application/json': { schema: input } } },
      }),
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(def.response, 'output') } },
        },
        default: {
          description: 'Failure',
          content: { 'application/json': { schema: schemaOf(failure, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Back-office console API', version: '1.0.0' },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
