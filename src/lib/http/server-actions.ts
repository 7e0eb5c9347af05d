// The guard in front of every server action (src/proxy.ts calls it): a body over 64 KB is 413, and
// arguments of the wrong shape are 400, before Next.js decodes them. Next.js answered both with a
// 500 and a stack trace in the log: it allows 1 MB, and an action that gets a number where its
// FormData should be throws. Each action's shape is declared beside it (`*/action-shapes.ts`; a
// test checks that every exported action has one), and looked up by the action's id in the
// build's action manifest, the file the server entry reads too (server/server-action-ids.mjs).
//
// What it reads of React's reply format (`react-server-dom`'s encodeReply and decodeAction, as
// Next.js 16.4 sends them; server-actions.test.ts encodes with React's own client):
// - with JavaScript (`Next-Action: <id>`): the arguments are a JSON array, the body itself or the
//   multipart field `0`; a FormData argument is the string `$K<n>`;
// - without (a multipart form post): `$ACTION_ID_<id>` calls the action with the form, and
//   `$ACTION_REF_<n>` with its bound arguments first, `$ACTION_<n>:0` holding `{id, bound: "$@k"}`
//   and `$ACTION_<n>:k` the bound arguments' JSON array.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A server action's body may hold this much; a form of the site sends a few kilobytes. */
export const ACTION_BODY_LIMIT_BYTES = 64 * 1024;

/** One argument: any value (a form's previous state), the submitted form, or a whole number. */
export type ActionArgument = 'state' | 'form' | 'id';
/** The arguments an action takes, in order, by its exported name. */
export type ActionShapes = Record<string, readonly ActionArgument[]>;

const FORM = Symbol('form');

/** The action id and arguments a request carries, `malformed`, or null when it calls none. */
export type ActionCall = { id: string; args: unknown[] } | 'malformed' | null;

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A fetch action's arguments (`Next-Action`), from the body as text or form data. */
function fetchCall(id: string, body: string | FormData): ActionCall {
  const root = parseJson(typeof body === 'string' ? body : body.get('0'));
  if (!Array.isArray(root)) return 'malformed';
  // A FormData argument stands in the root as `$K<n>`; its fields are further parts of the body.
  const args = root.map((arg) =>
    typeof body !== 'string' && typeof arg === 'string' && /^\$K[0-9a-f]+$/.test(arg) ? FORM : arg,
  );
  return { id, args };
}

/** A form posted without JavaScript: the action its `$ACTION_` fields name, the form last. */
function formCall(form: FormData): ActionCall {
  const keys = [...form.keys()];
  const plain = keys.find((key) => key.startsWith('$ACTION_ID_'));
  if (plain) return { id: plain.slice('$ACTION_ID_'.length), args: [FORM] };
  const ref = keys.find((key) => key.startsWith('$ACTION_REF_'));
  if (!ref) return null;
  const prefix = `$ACTION_${ref.slice('$ACTION_REF_'.length)}:`;
  const meta = parseJson(form.get(`${prefix}0`)) as { id?: unknown; bound?: unknown } | undefined;
  if (!meta || typeof meta.id !== 'string') return 'malformed';
  if (meta.bound === null || meta.bound === undefined) return { id: meta.id, args: [FORM] };
  const row = typeof meta.bound === 'string' && /^\$@([0-9a-f]+)$/.exec(meta.bound);
  const bound = row ? parseJson(form.get(`${prefix}${parseInt(row[1]!, 16)}`)) : undefined;
  if (!Array.isArray(bound)) return 'malformed';
  return { id: meta.id, args: [...bound, FORM] };
}

/** The call a POST makes: `Next-Action` with its body, or a multipart form's action fields. */
export function actionCall(nextAction: string | null, body: string | FormData): ActionCall {
  if (nextAction) return fetchCall(nextAction, body);
  return typeof body === 'string' ? null : formCall(body);
}

/** Whether the arguments fit the shape: each declared one as declared (more are ignored). */
export function fitsShape(args: unknown[], shape: readonly ActionArgument[]): boolean {
  return shape.every((kind, index) => {
    const arg = args[index];
    if (kind === 'form') return arg === FORM;
    if (kind === 'id') return Number.isInteger(arg);
    return index < args.length && arg !== FORM;
  });
}

let names: Map<string, string> | undefined;

/** The exported name of each action id of this build (none without a build). */
function actionNames(): Map<string, string> {
  if (names) return names;
  names = new Map();
  try {
    const file = path.resolve(
      process.env.NEXT_DIST_DIR || '.next',
      'server',
      'server-reference-manifest.json',
    );
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      node?: Record<string, { exportedName?: string }>;
    };
    for (const [id, entry] of Object.entries(manifest.node ?? {}))
      if (entry.exportedName) names.set(id, entry.exportedName);
  } catch {
    // development, or a build without the file: no shape can be looked up, the size still is
  }
  return names;
}

export type ActionRefusal = { status: 400 | 413; reason: string };

/** Reads at most `limit + 1` bytes of a body: null when it holds more than `limit`. */
async function readCapped(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) return null;
  const reader = request.clone().body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a clone's cancel settles only once the original is cancelled too.
      reader?.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The refusal of a POST that calls a server action (or may: any multipart form), or undefined when
 * it may go on: 413 for a body over 64 KB, 400 for one that cannot be read or whose arguments do
 * not fit the action's declared shape. An action of another build, or one without a shape, is
 * Next.js's to answer (the server entry answers an unknown id 404).
 */
export async function refusedActionCall(
  request: Request,
  shapes: ActionShapes,
  names: ReadonlyMap<string, string> = actionNames(),
): Promise<ActionRefusal | undefined> {
  const nextAction = request.headers.get('next-action');
  const type = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data/i.test(type);
  if (request.method !== 'POST' || (!nextAction && !multipart)) return undefined;
  const bytes = await readCapped(request, ACTION_BODY_LIMIT_BYTES);
  if (!bytes) return { status: 413, reason: 'body too large' };
  let body: string | FormData;
  try {
    body = multipart
      ? await new Response(bytes, { headers: { 'content-type': type } }).formData()
      : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { status: 400, reason: 'unreadable body' };
  }
  const call = actionCall(nextAction, body);
  if (call === null) return undefined;
  if (call === 'malformed') return { status: 400, reason: 'malformed arguments' };
  const name = names.get(call.id);
  const shape = name === undefined ? undefined : shapes[name];
  if (shape && !fitsShape(call.args, shape))
    return { status: 400, reason: 'arguments of the wrong shape' };
  return undefined;
}
