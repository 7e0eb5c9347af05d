// Stands in for the site's server process in the SIGKILL test: opens the data directory,
// stores one booking request, confirmed by its parent (its two outbox e-mails: the
// acknowledgement and the venue's), and then waits, without sending, until the test kills it with
// SIGKILL.
import { openDatabase } from '@/lib/db/client';
import { createRateLimiter } from '@/lib/rate-limit';
import { createBookingService } from '../server/service';
import { birthdayInput, testContext } from './fixtures';
import { testLifecycleSettings } from './lifecycle';
import { submitConfirmed } from './verify';

const [dataDir, date] = process.argv.slice(2);
const handle = await openDatabase({ dataDir });
const service = createBookingService({
  getDb: async () => handle.db,
  rateLimiter: createRateLimiter(async () => handle.db),
  lifecycle: testLifecycleSettings(),
});
const today = new Date().toISOString().slice(0, 10);
const result = await submitConfirmed(
  service,
  handle.db,
  birthdayInput({ date: date!, email: 'killed@example.com' }),
  { context: testContext('me', today), clientAddress: '203.0.113.50' },
);
console.log(JSON.stringify(result));
setInterval(() => {}, 1000);
