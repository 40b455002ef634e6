import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, describeIssue } from '../plugins/errors';

/**
 * Validates input against a contract schema and answers the first problem as
 * one human sentence (the same wording as the route-level validation).
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0], data ?? {}));
  return result.data;
}

export interface UploadedFile {
  field: string;
  bytes: Buffer;
}

export interface FormInput {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart form. Spec 7: multi-choice values arrive as repeated
 * `key[]` entries and become arrays under `key`; file size and count limits
 * are enforced while streaming (app.ts).
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // An empty file input still sends a part; it means "no file".
      if (bytes.length > 0) files.push({ field: part.fieldname, bytes });
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    if (part.fieldname.endsWith('[]')) {
      const key = part.fieldname.slice(0, -2);
      const existing = fields[key];
      fields[key] = Array.isArray(existing) ? [...existing, value] : existing === undefined ? [value] : [existing, value];
    } else {
      fields[part.fieldname] = value;
    }
  }
  return { fields, files };
}

/** A JSON body, or the text fields of a multipart one (the profile page may send either, spec 7). */
export async function readBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) return (await readForm(request)).fields;
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
