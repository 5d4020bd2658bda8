import { z } from 'zod';
import { isMachineAccess } from '@console/contract/access';
import { errors, type ErrorKey } from '@console/contract/errors';
import { routeErrorsByStatus } from '@console/contract/route-errors';
import { AREAS, areaNames, routeIds, routes, type RouteDef } from '@console/contract/routes';
import { failure } from '@console/contract/schemas/common';
import { translate } from './i18n';
import { exampleFor } from './openapi-examples';
import { SECURITY_SCHEMES, schemeOf, type SchemeName } from './openapi-security';

/**
 * The OpenAPI 3.1 document, built from the contract's route table alone: each call's path,
 * parameters and body from its request schema, its success envelope from its response schema,
 * its credential as a security scheme, and per error status the keys it can answer
 * (route-errors.ts), with examples read off the schemas. Nothing here names a route, so a new
 * call is documented when it is declared (docs/decisions/openapi.md).
 */

type Json = Record<string, unknown>;

/** JSON Schema 2020-12, OpenAPI 3.1's own dialect, without the `$schema` line each would carry. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  return json;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: nothing was changed. Field errors name each field (`errors`).',
  401: 'No valid credential.',
  403: 'The credential does not allow this call, or this record.',
  404: 'Not found.',
  409: 'The record is not in a state that allows this, or already exists.',
  413: 'The body is too large.',
  429: 'Too many calls: wait the seconds Retry-After says.',
  500: 'Internal error (details stay in the server log).',
  503: 'Unavailable, or the call ran past its time limit.',
};

function accessText(def: RouteDef): string {
  if (def.access === 'public') return 'public';
  if (def.access === 'authenticated') return 'any signed-in user';
  if (isMachineAccess(def.access)) return `${def.access} credential`;
  return `a signed-in user with permission \`${def.access}\``;
}

function failureExample(key: ErrorKey): Json {
  return {
    success: false,
    code: errors[key].code,
    message: key,
    detail: translate('en', key),
    ...(key === 'common.invalid_input' && {
      errors: [
        {
          path: 'name',
          message: 'validation.required',
          detail: translate('en', 'validation.required'),
        },
      ],
    }),
  };
}

function errorResponse(status: number, keys: ErrorKey[]): Json {
  const codes = [...new Set(keys.map((key) => errors[key].code))].sort((a, b) => a - b);
  return {
    description: `${STATUS_TEXT[status] ?? 'Failure.'} Keys: ${keys.map((k) => `\`${k}\``).join(', ')}.`,
    ...(status === 429 && {
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
    }),
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: '#/components/schemas/Failure' }],
          properties: { code: { enum: codes }, message: { enum: keys } },
        },
        examples: Object.fromEntries(
          keys.map((key) => [key, { $ref: `#/components/examples/${key}` }]),
        ),
      },
    },
  };
}

function operationOf(id: string, def: RouteDef): Json {
  const pathParams = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const input = schemaOf(def.request, 'input');
  const inputProps = (input.properties ?? {}) as Record<string, Json>;
  const required = new Set((input.required ?? []) as string[]);
  const parameters: Json[] = [
    ...pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: inputProps[name] ?? { type: 'string' },
    })),
    ...(def.method === 'GET'
      ? Object.entries(inputProps)
          .filter(([name]) => !pathParams.includes(name))
          .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
      : []),
  ];
  const scheme = schemeOf(def);
  const idempotencyScoped = def.write && def.access !== 'public';
  if (idempotencyScoped) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  let body: Json | undefined;
  if (def.method === 'POST') {
    const bodySchema = pathParams.length
      ? {
          ...input,
          properties: Object.fromEntries(
            Object.entries(inputProps).filter(([name]) => !pathParams.includes(name)),
          ),
          ...(input.required !== undefined && {
            required: [...required].filter((name) => !pathParams.includes(name)),
          }),
        }
      : input;
    const example = exampleFor(input, (value) => def.request.safeParse(value).success);
    body = {
      required: true,
      content: {
        'application/json': {
          schema: bodySchema,
          ...(example !== undefined && { example: withoutKeys(example, pathParams) }),
        },
      },
    };
  }

  const output = schemaOf(def.response, 'output');
  const answer = exampleFor(output, (value) => def.response.safeParse(value).success);
  const responses: Json = {
    '200': {
      description: 'Success: `success` is true, with the call’s own fields.',
      ...(idempotencyScoped && {
        headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } },
      }),
      content: {
        'application/json': {
          schema: output,
          ...(answer !== undefined && { example: answer }),
        },
      },
    },
  };
  for (const [status, keys] of routeErrorsByStatus(def)) {
    responses[String(status)] = errorResponse(status, keys);
  }

  return {
    operationId: id,
    tags: [def.area],
    summary: def.summary,
    description: [
      `Access: ${accessText(def)}.`,
      def.limit && `At most ${def.limit.calls} calls per client address in ${def.limit.seconds} s.`,
      def.idempotent &&
        'Send an `Idempotency-Key`: a repeat with the same key gets the first answer instead of acting again.',
      def.timeoutSeconds && `May take up to ${def.timeoutSeconds} s.`,
    ]
      .filter(Boolean)
      .join(' '),
    security: scheme ? [{ [scheme]: [] }] : [],
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: body }),
    responses,
  };
}

function withoutKeys(value: unknown, keys: string[]): unknown {
  if (!value || typeof value !== 'object' || keys.length === 0) return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => !keys.includes(name)));
}

let built: { paths: Json; tags: Json[]; schemes: Json; examples: Json } | undefined;

/** Paths and tags depend on the route table alone: built once per process. */
function pathsAndTags() {
  if (built) return built;
  const paths: Record<string, Json> = {};
  for (const id of routeIds) {
    const def = routes[id] as RouteDef;
    const path = def.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operationOf(id, def);
  }
  const used = new Set(routeIds.map((id) => routes[id].area as string));
  // A tag per area with calls, in the contract's order, described in the area's `routes/<area>.ts`.
  const tags = areaNames
    .filter((area) => used.has(area))
    .map((area) => ({ name: area, description: AREAS[area].description }));
  // Only the schemes and error examples some call uses: a kind of credential no call takes yet
  // (no agent route) is not offered.
  const schemes = new Set(routeIds.map((id) => schemeOf(routes[id] as RouteDef)));
  const keys = new Set(
    routeIds.flatMap((id) => routeErrorsByStatus(routes[id] as RouteDef)).flatMap(([, k]) => k),
  );
  built = {
    paths,
    tags,
    schemes: Object.fromEntries(
      Object.entries(SECURITY_SCHEMES).filter(([name]) => schemes.has(name as SchemeName)),
    ),
    examples: Object.fromEntries(
      [...keys]
        .sort()
        .map((key) => [key, { summary: translate('en', key), value: failureExample(key) }]),
    ),
  };
  return built;
}

/** The OpenAPI document served at /api/docs/json. */
export function buildOpenApi(publicUrl: string) {
  const { paths, tags, schemes, examples } = pathsAndTags();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office console API',
      version: '1.0.0',
      description:
        "The console's calls, generated from its route table. Every answer is JSON: `success: true` with the call's fields, or `success: false` with `code` (gRPC numbering), `message` (an error key) and `detail` (its text in the caller's language: `lang` cookie, else `Accept-Language`, English or Vietnamese).",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: publicUrl, description: 'This console (PUBLIC_URL)' }],
    tags,
    paths,
    components: {
      securitySchemes: schemes,
      schemas: { Failure: schemaOf(failure, 'output') },
      examples,
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes a repeat of this write call answer the first answer instead of acting again (same caller, same key, within the key’s lifetime).',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
        },
      },
      headers: {
        RetryAfter: {
          description: 'Seconds to wait before calling again.',
          schema: { type: 'integer', minimum: 0 },
        },
        IdempotentReplayed: {
          description:
            '`true` when this is the stored answer to an earlier call with the same key.',
          schema: { type: 'string', const: 'true' },
        },
      },
    },
  };
}
