import { connect } from 'node:net';

// A client that sends the request exactly as written: fetch and node:http would normalise the
// path, refuse control characters and cap header sizes, which is what the fuzz suite must test.
export interface RawResponse {
  status: number;
  headers: Map<string, string[]>;
  body: string;
}

export interface RawRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body?: string;
  /** The loopback address to send from (`127.0.0.9`): a client of its own to the per-address limits. */
  from?: string;
}

export function send(port: number, request: RawRequest): Promise<RawResponse | undefined> {
  const body = Buffer.from(request.body ?? '', 'utf8');
  const lines = [
    `${request.method} ${request.target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
  ];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (body.length || ['POST', 'PUT', 'PATCH'].includes(request.method))
    lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'utf8');
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: request.from });
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () =>
      socket.destroy(
        new Error(`no answer in 30 s to ${request.method} ${request.target.slice(0, 200)}`),
      ),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? finish() : reject(error),
    );
    socket.on('end', finish);
    // Not end(): a half-closed socket makes Node abort a request still being answered.
    socket.on('connect', () => socket.write(Buffer.concat([head, body])));
    function finish() {
      socket.destroy();
      resolve(parse(Buffer.concat(chunks)));
    }
  });
}

function parse(raw: Buffer): RawResponse | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  let body = raw.subarray(end + 4);
  if (headers.get('transfer-encoding')?.includes('chunked')) body = unchunk(body);
  return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
