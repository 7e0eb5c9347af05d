// The process's Prometheus registry (prom-client) and the counters the booking code moves. One
// registry per process (a process singleton: dev reloads and the app's several bundles share it,
// so nothing registers twice). The database-backed gauges are added by src/ops/metrics.ts at the
// first scrape; GET /api/metrics serves the text. Labels never carry personal data.
import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import { processSingleton } from './process-singleton.mjs';

/** What a booking request came to, as counted (src/booking/server/service.ts). */
export type BookingRequestResult =
  'created' | 'duplicate' | 'taken' | 'invalid' | 'rate_limited' | 'unavailable';

export interface SiteMetrics {
  registry: Registry;
  bookingRequests: Counter<'form' | 'result'>;
  bookingTransitions: Counter<'action' | 'actor'>;
}

export function getSiteMetrics(): SiteMetrics {
  return processSingleton('metrics', createSiteMetrics);
}

function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    bookingRequests: new Counter({
      name: 'cluville_booking_requests_total',
      help: 'Booking requests by form (room, birthday) and result.',
      labelNames: ['form', 'result'] as const,
      registers: [registry],
    }),
    bookingTransitions: new Counter({
      name: 'cluville_booking_transitions_total',
      help: 'Booking status changes by action (confirm, propose, decline, cancel, expire, …) and actor (staff, parent, system).',
      labelNames: ['action', 'actor'] as const,
      registers: [registry],
    }),
  };
}
