import { Readable } from 'node:stream';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isActionForm, isFormPost, MAX_FORM_BYTES, readBody, replayRequest } from './form-post.mjs';

const boundary = '----cluville';
const type = `multipart/form-data; boundary=${boundary}`;
const form = (fields) =>
  Buffer.from(Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`);

function fakeRequest(body, headers = { 'content-type': type }) {
  const req = Readable.from([body]);
  Object.assign(req, { method: 'POST', url: '/rezervisi', headers, rawHeaders: [], httpVersion: '1.1', httpVersionMajor: 1, httpVersionMinor: 1, socket: new Socket() });
  return req;
}

describe('form posts before scripts run', () => {
  it('accepts a form that carries a server action id, and only that', async () => {
    expect(await isActionForm(type, form({ '$ACTION_ID_abc123': '', name: 'Ana' }))).toBe(true);
    expect(await isActionForm(type, form({ '$ACTION_REF_1': '', '$ACTION_1:0': '{}' }))).toBe(true);
    expect(await isActionForm(type, form({ name: 'Ana' }))).toBe(false);
    expect(await isActionForm(type, Buffer.from('key'))).toBe(false);
    expect(await isActionForm(type, Buffer.alloc(0))).toBe(false);
    expect(await isActionForm('multipart/form-data', form({ '$ACTION_ID_abc123': '' }))).toBe(false);
  });

  it('refuses an action id the build does not have', async () => {
    const known = new Set(['abc123']);
    expect(await isActionForm(type, form({ '$ACTION_ID_abc123': '' }), known)).toBe(true);
    expect(await isActionForm(type, form({ '$ACTION_ID_f00': '' }), known)).toBe(false);
  });

  it('reads a body up to the limit, and says when it is longer', async () => {
    expect(await readBody(fakeRequest(Buffer.from('small')))).toEqual(Buffer.from('small'));
    expect(await readBody(fakeRequest(Buffer.alloc(MAX_FORM_BYTES + 1)))).toBeNull();
  });

  it('hands over a copy that reads the same body again', async () => {
    const body = form({ '$ACTION_ID_abc123': '', name: 'Ana' });
    const copy = replayRequest(fakeRequest(body, { 'content-type': type, 'transfer-encoding': 'chunked' }), body);
    expect(copy.method).toBe('POST');
    expect(copy.url).toBe('/rezervisi');
    expect(copy.headers['content-length']).toBe(String(body.length));
    expect(copy.headers['transfer-encoding']).toBeUndefined();
    const chunks = [];
    for await (const chunk of copy) chunks.push(chunk);
    expect(Buffer.concat(chunks)).toEqual(body);
  });

  it('checks only multipart POSTs without a Next-Action header', () => {
    expect(isFormPost({ method: 'POST', headers: { 'content-type': type } })).toBe(true);
    expect(isFormPost({ method: 'POST', headers: { 'content-type': type, 'next-action': 'abc' } })).toBe(false);
    expect(isFormPost({ method: 'POST', headers: { 'content-type': 'application/json' } })).toBe(false);
    expect(isFormPost({ method: 'GET', headers: { 'content-type': type } })).toBe(false);
  });
});
