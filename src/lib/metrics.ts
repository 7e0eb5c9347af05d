// The process's Prometheus registry (prom-client) and the counters the booking code moves. One
// registry per process (a process singleton: dev reloads and the app's several bundles share it,
// so nothing registers twice). The database-backed gauges are added by src/ops/metrics.ts at the
// first scrape; GET /api/metrics serves the text. Labels never carry personal data.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { processSingleton } from './process-singleton.mjs';

/** What a booking request came to, as counted (src/booking/server/service.ts). */
export type BookingRequestResult =
  'created' | 'duplicate' | 'taken' | 'invalid' | 'rate_limited' | 'unavailable';

/**
 * Why a booking request was answered `unavailable` (503 on POST /api/bookings; the forms' "try
 * again later"): the database could not be opened or its connection was lost past the retries,
 * it gave no answer within the deadline, it refused the write otherwise (a full disk, a broken
 * table), or it reported a taken time where nothing can be taken.
 */
export const BOOKING_ERROR_REASONS = [
  'database_unavailable',
  'store_timeout',
  'store_failed',
  'store_conflict',
] as const;
export type BookingErrorReason = (typeof BOOKING_ERROR_REASONS)[number];

export interface SiteMetrics {
  registry: Registry;
  bookingRequests: Counter<'form' | 'result'>;
  bookingTransitions: Counter<'action' | 'actor'>;
  /** Booking requests answered 5xx, by reason: this process's own (Prometheus sees a restart as a reset). */
  bookingErrors: Counter<'reason'>;
  /** Observed by the server entry when each answer has gone (server/index.mjs). */
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
}

/** The buckets of the request durations, in seconds: cached pages in milliseconds, renders and
 * bookings in tens to hundreds, a database that hangs up to the booking deadline. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function getSiteMetrics(): SiteMetrics {
  return processSingleton('metrics', createSiteMetrics);
}

function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const bookingErrors = new Counter({
    name: 'cluville_booking_errors_total',
    help: 'Booking requests answered 5xx (the forms: "try again later") by reason; counted by this process since it started.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every reason from 0, so the first failure after a start is an increase Prometheus sees.
  for (const reason of BOOKING_ERROR_REASONS) bookingErrors.inc({ reason }, 0);
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
    bookingErrors,
    httpRequestDuration: new Histogram({
      name: 'cluville_http_request_duration_seconds',
      help: 'Time from a request reaching the server to its answer sent, by method, route template (never the raw path) and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
  };
}
