// Answers are written by serializers compiled once per route from the route's zod answer schema
// (zod → JSON Schema → fast-json-stringify) instead of validated by zod and then JSON.stringify-ed
// (docs/decisions/182-precompiled-serializers.md).
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * zod writes `T | null` as anyOf [T, null]; fast-json-stringify would then validate every value to pick
 * a branch. For a scalar, an object or an array the same meaning is `type: [T, 'null']`, which it writes
 * directly (a seller's rating, `{ average, count } | null`, is on every book).
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    const direct = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
    if (nullIndex >= 0 && typeof other?.type === 'string' && direct.includes(other.type)) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of an answer as it leaves the server, or undefined when zod cannot express it. */
export function answerJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    delete json.$schema;
    return simplify(json) as JsonSchema;
  } catch {
    return undefined;
  }
}

export interface FastSerializerOptions {
  /**
   * Also encode with zod and compare (outside production): every answer the test suites see is then
   * checked to be exactly what the zod schema makes of it, so the two can never drift apart unseen.
   */
  verify: boolean;
}

type SerializerRoute = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

export function createFastSerializerCompiler(
  options: FastSerializerOptions,
): FastifySerializerCompiler<z.ZodType> {
  // Compiled on a route's first answer, not at start-up: building every route's serializer up front was
  // a fifth of the cold start (decision 182), and most routes of one instance are seldom called.
  return (route) => {
    let stringify: ((data: unknown) => string) | undefined;
    return (data: unknown) => (stringify ??= compileSerializer(route, options))(data);
  };
}

function compileSerializer(
  route: SerializerRoute,
  options: FastSerializerOptions,
): (data: unknown) => string {
  const schema = route.schema;
  const json = schema instanceof z.ZodType ? answerJsonSchema(schema) : undefined;
  // A schema JSON Schema cannot express (a transform, a custom check) keeps zod's own serializer.
  if (!json) return zodSerializerCompiler(route) as (data: unknown) => string;
  const stringify = fastJson(json) as (data: unknown) => string;
  if (!options.verify) return stringify;
  return (data: unknown) => {
    const encoded = z.safeEncode(schema, data);
    if (!encoded.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
    const output = stringify(data);
    if (!isDeepStrictEqual(JSON.parse(output), JSON.parse(JSON.stringify(encoded.data)))) {
      throw new Error(`The compiled serializer of ${route.method} ${route.url} differs from its zod schema`);
    }
    return output;
  };
}
