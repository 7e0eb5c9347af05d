// A server action posted before scripts run arrives as a multipart form with no `Next-Action`
// header. Next.js parses such a body as form data and answers a malformed one with a 500 and a
// stack trace in the log; so the entry reads it first (small: actions accept 64 KB), refuses what
// is not a well-formed action form with 400 (or 413 when too large), and hands Next.js a copy.
import { IncomingMessage } from 'node:http';
import { isMultipartForm } from './request-guard.mjs';

export const MAX_FORM_BYTES = 64 * 1024;

/**
 * True when the form data carries React's action field: `$ACTION_ID_<id>` with an id of this
 * build (when the build's ids are known), or `$ACTION_REF_…` for an action with bound arguments.
 */
export async function isActionForm(contentType, body, knownActions) {
  try {
    const form = await new Request('http://form.local/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
    return [...form.keys()].some(
      (key) => key.startsWith('$ACTION_REF_') || (key.startsWith('$ACTION_ID_') && (!knownActions || knownActions.has(key.slice('$ACTION_ID_'.length)))),
    );
  } catch {
    return false;
  }
}

/** Reads the body up to `limit` bytes; `null` when it is longer. */
export function readBody(req, limit = MAX_FORM_BYTES) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The same request with its body already read, for Next.js to read again. */
export function replayRequest(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, 'content-length': String(body.length) };
  delete copy.headers['transfer-encoding'];
  copy.rawHeaders = req.rawHeaders;
  // Like the request it stands for: no 'close' once its body is read (Next.js takes a closed
  // request for a client that went away, and stops answering).
  copy._readableState.autoDestroy = false;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** A multipart POST without `Next-Action`: the only kind whose body the entry checks. */
export function isFormPost(req) {
  return req.method === 'POST' && !req.headers['next-action'] && isMultipartForm(req.headers);
}
