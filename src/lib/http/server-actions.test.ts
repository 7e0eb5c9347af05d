import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingActionShapes } from '@/booking/server/action-shapes';
import { staffActionShapes } from '@/staff/action-shapes';
import { ACTION_BODY_LIMIT_BYTES, refusedActionCall, type ActionShapes } from './server-actions';

// The bodies are made by React's own client, as the browser's form sends them with JavaScript.
const { encodeReply } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.node.js',
) as { encodeReply: (args: unknown[]) => Promise<string | FormData> };

const ids = {
  withState: '60'.padEnd(42, 'a'),
  formOnly: '40'.padEnd(42, 'b'),
  id: '40'.padEnd(42, 'c'),
};
const names = new Map([
  [ids.withState, 'withState'],
  [ids.formOnly, 'formOnly'],
  [ids.id, 'byId'],
]);
const shapes: ActionShapes = { withState: ['state', 'form'], formOnly: ['form'], byId: ['id'] };

function form(fields: Record<string, string> = { name: 'Ana', locale: 'en' }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

function post(body: string | FormData | ReadableStream<Uint8Array>, action?: string) {
  return new Request('http://site.test/en/book-now', {
    method: 'POST',
    headers: {
      ...(action ? { 'next-action': action } : {}),
      ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}),
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

const verdict = (request: Request) => refusedActionCall(request, shapes, names);

describe('the server-action guard', () => {
  it('lets the calls the site makes through, with JavaScript and without', async () => {
    expect(
      await verdict(post(await encodeReply([{ status: 'idle' }, form()]), ids.withState)),
    ).toBe(undefined);
    expect(await verdict(post(await encodeReply([undefined, form()]), ids.withState))).toBe(
      undefined,
    );
    expect(await verdict(post(await encodeReply([form()]), ids.formOnly))).toBe(undefined);
    expect(await verdict(post(await encodeReply([5]), ids.id))).toBe(undefined);
    // Without JavaScript, as React renders the forms: a plain action, an action with state.
    expect(await verdict(post(form({ [`$ACTION_ID_${ids.formOnly}`]: '', q: 'x' })))).toBe(
      undefined,
    );
    const stateForm = form({
      $ACTION_REF_1: '',
      '$ACTION_1:0': JSON.stringify({ id: ids.withState, bound: '$@1' }),
      '$ACTION_1:1': JSON.stringify([{ status: 'idle' }]),
      $ACTION_KEY: 'k1',
      name: 'Ana',
    });
    expect(await verdict(post(stateForm))).toBe(undefined);
    const bound = form({
      $ACTION_REF_1: '',
      '$ACTION_1:0': JSON.stringify({ id: ids.id, bound: '$@1' }),
      '$ACTION_1:1': '[42]',
    });
    expect(await verdict(post(bound))).toBe(undefined);
    // A multipart form that names no action is no action's (Next.js renders the page).
    expect(await verdict(post(form()))).toBe(undefined);
  });

  it('hole 4: answers arguments of the wrong shape with 400, whatever way they come', async () => {
    const wrong = { status: 400, reason: 'arguments of the wrong shape' };
    for (const args of [[], [5], ['x', 5], [{ status: 'idle' }, 'not a form']])
      expect(
        await verdict(post(JSON.stringify(args), ids.withState)),
        JSON.stringify(args),
      ).toEqual(wrong);
    expect(await verdict(post(await encodeReply([form(), form()]), ids.withState))).toEqual(wrong);
    expect(await verdict(post(await encodeReply(['x']), ids.formOnly))).toEqual(wrong);
    expect(await verdict(post(await encodeReply(['5']), ids.id))).toEqual(wrong);
    expect(await verdict(post(await encodeReply([form()]), ids.id))).toEqual(wrong);
    // Without JavaScript: the form alone where the state should come first.
    expect(await verdict(post(form({ [`$ACTION_ID_${ids.withState}`]: '' })))).toEqual(wrong);
    for (const body of ['{"not":"a list"}', 'garbage', ''])
      expect(await verdict(post(body, ids.formOnly)), body).toEqual({
        status: 400,
        reason: 'malformed arguments',
      });
    expect(await verdict(post(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":' })))).toMatchObject(
      { status: 400 },
    );
  });

  it('hole 4: answers a body over 64 KB with 413, declared or streamed', async () => {
    const big = JSON.stringify([{ pad: 'x'.repeat(ACTION_BODY_LIMIT_BYTES) }, '$K1']);
    expect(await verdict(post(big, ids.withState))).toEqual({
      status: 413,
      reason: 'body too large',
    });
    expect(await verdict(post(form({ big: 'x'.repeat(ACTION_BODY_LIMIT_BYTES + 1) })))).toEqual({
      status: 413,
      reason: 'body too large',
    });
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * ACTION_BODY_LIMIT_BYTES) return controller.close();
        sent += 4096;
        controller.enqueue(new Uint8Array(4096).fill(0x20));
      },
    });
    expect(await verdict(post(stream, ids.formOnly))).toEqual({
      status: 413,
      reason: 'body too large',
    });
  });

  it('every exported server action has its shape declared, and no shape names an action that is gone', () => {
    const declared = new Set([
      ...Object.keys(bookingActionShapes),
      ...Object.keys(staffActionShapes),
    ]);
    const exported = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) {
          const source = readFileSync(file, 'utf8');
          if (!/^\s*['"]use server['"]/.test(source)) continue;
          for (const match of source.matchAll(/^export async function (\w+)/gm))
            exported.add(match[1]!);
        }
      }
    };
    walk(path.join(import.meta.dirname, '..', '..'));
    expect(exported.size).toBeGreaterThan(0);
    expect([...exported].sort()).toEqual([...declared].sort());
  });
});
