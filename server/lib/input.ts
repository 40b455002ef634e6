import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, badRequest, describeIssue, labelOf } from './errors';

/**
 * The first problem of `data` against a schema as one human sentence (the wording of the route-level
 * validation), or null when it passes: for checks a route's schema runs in the spec's order.
 */
export function firstProblem(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data);
  return result.success ? null : describeIssue(result.error.issues[0], data ?? {});
}

/**
 * Control characters no field of the product means: C0 but tab, line feed
 * and carriage return (long texts keep their lines), DEL and C1. PostgreSQL
 * refuses NUL in text outright, and the others are invisible or corrupt a
 * page or a log line.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const NOT_JSON_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const BAD_MULTIPART_MESSAGE = 'The upload is not a valid multipart form. Please choose the files again.';

function controlCharacterMessage(path: readonly PropertyKey[]): string {
  const label = labelOf(path);
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} contains a character that is not allowed.`;
}

/**
 * The path of the first string (value or key) holding a control character in
 * a parsed body or query, or null. Walks without recursion: a deeply nested
 * body must not exhaust the stack.
 */
export function findControlCharacter(input: unknown): PropertyKey[] | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: PropertyKey[] };
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL_CHARACTER.test(key)) return path;
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * One check in front of every route's own validation: text with control
 * characters and JSON bodies that are not objects are refused (400) before
 * any of it reaches a handler or the database. Multipart fields are checked
 * as readForm reads them.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body: unknown = request.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw badRequest(NOT_JSON_OBJECT_MESSAGE);
    }
    for (const part of [request.params, request.query, body]) {
      const path = findControlCharacter(part);
      if (path) throw badRequest(controlCharacterMessage(path));
    }
  });
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
 * are enforced while streaming (app.ts). A form that cannot be parsed (no
 * boundary, cut short, malformed part headers) is the client's fault: 400.
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part; it means "no file".
        if (bytes.length > 0) files.push({ field: part.fieldname, bytes });
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const key = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      if (CONTROL_CHARACTER.test(value) || CONTROL_CHARACTER.test(key))
        throw badRequest(controlCharacterMessage([key]));
      if (part.fieldname.endsWith('[]')) {
        const existing = fields[key];
        fields[key] = Array.isArray(existing)
          ? [...existing, value]
          : existing === undefined
            ? [value]
            : [existing, value];
      } else {
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // Our own refusals and the multipart plugin's (size, count, content type) carry a status; busboy's parse errors do not.
    if (error instanceof HttpError || (error instanceof Error && 'statusCode' in error)) throw error;
    request.log.info({ err: error }, 'unreadable multipart form');
    throw badRequest(BAD_MULTIPART_MESSAGE);
  }
  return { fields, files };
}

const UPLOADS = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * preValidation of a route that takes a JSON body or a multipart form (the profile page may send either,
 * spec 7): the form's text fields become the body the route's schema checks, its files are kept for
 * uploadsOf; a call without a body is checked as an empty one, so it reads "Please provide ..." per field.
 */
export async function formAsBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) await formOnlyAsBody(request);
  else if (request.body === undefined || request.body === null) request.body = {};
}

/** formAsBody for a route that takes files: anything but a multipart form is refused as readForm refuses it. */
export async function formOnlyAsBody(request: FastifyRequest): Promise<void> {
  const form = await readForm(request);
  request.body = form.fields;
  UPLOADS.set(request, form.files);
}

/** The files of a form that formAsBody read (none for a JSON body). */
function uploadsOf(request: FastifyRequest): UploadedFile[] {
  return UPLOADS.get(request) ?? [];
}

/**
 * Where uploadsInBody puts a form's files, so a route's schema checks them with the fields in the
 * spec's order. The server sets it on every call; whatever a client sends under this name is replaced.
 */
export const UPLOADS_KEY = '$uploads';

function isUpload(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes);
}

/** The files of a body that went through uploadsInBody, in the order they arrived. */
export const UploadsSchema = z.array(z.custom<UploadedFile>(isUpload));

/** preValidation after formAsBody, for the routes whose checks interleave files and fields. */
export async function uploadsInBody(request: FastifyRequest): Promise<void> {
  request.body = { ...(request.body as Record<string, unknown>), [UPLOADS_KEY]: uploadsOf(request) };
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
