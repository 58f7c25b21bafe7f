import { z } from 'zod';

/** One documented operation. Request schemas are the very zod objects the engine validates with. */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Relative to `/api/store` (e.g. `/cart/{key}`), or absolute when it starts with `/api/` outside the store API. */
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /** Error statuses this operation answers with the error shape. */
  errors?: number[];
  /** `session`: needs the session cookie; `csrf`: also the X-CSRF-Token header. */
  auth?: 'session' | 'csrf';
}

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not a JSON object',
  401: 'Sign in first',
  402: 'The payment was refused (a PAYMENT_* code)',
  403: 'The CSRF token is missing or wrong',
  404: 'Not found (or not yours)',
  405: 'Method not allowed',
  409: 'Conflict',
  422: 'Validation failed: field and messages in the body',
  429: 'Frequent operations, please try again tomorrow',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and preprocessors have no JSON Schema form; their input side is described instead.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/{a}/{b}` → the path parameters `a`, `b`. */
function pathParameters(path: string) {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return [];
  return Object.entries(query.shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: jsonSchema(schema as z.ZodType, 'input'),
  }));
}

/** Builds the OpenAPI 3.1 document of the store API from its operations. */
export function buildOpenApiDocument(operations: readonly ApiOperation[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const isStorePath = !op.path.startsWith('/api/');
    const entry = (paths[op.path] ??= isStorePath ? {} : { servers: [{ url: '/' }] });
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: {
        description: 'OK',
        ...(op.response ? { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } } : {}),
      },
    };
    for (const status of op.errors ?? []) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      };
    }
    entry[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      parameters: [...pathParameters(op.path), ...queryParameters(op.query)],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      ...(op.auth ? { security: [op.auth === 'csrf' ? { session: [], csrf: [] } : { session: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The Vitrine store API. Money is integer minor units; every error has the shape ApiError. Paths are relative to /api/store unless they name another server.',
    },
    servers: [{ url: '/api/store' }],
    paths,
    components: {
      schemas: {
        ApiError: {
          type: 'object',
          required: ['status', 'code', 'message'],
          properties: {
            status: { type: 'integer' },
            code: { type: 'string', description: 'Machine code, e.g. INSUFFICIENT_STOCK or PAYMENT_CARD_DECLINED' },
            message: { type: 'string' },
            field: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'vitrine_session' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
    },
  };
}
