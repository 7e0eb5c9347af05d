// The test SMTP server as a Vitest suite uses it. Apart from smtp.ts, which the Playwright tests
// import too and so must not load Vitest.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpServer } from './smtp';

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * Starts an SMTP server on `port` for the enclosing describe block and stops it after the last
 * test; `started` receives it. Its messages are emptied before each test.
 */
export function useSmtpServer(port: number, started: (server: TestSmtpServer) => void): void {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer(port);
    started(server);
  }, 60_000);
  afterAll(async () => server?.stop());
  beforeEach(() => {
    if (server) server.messages.length = 0;
  });
}
