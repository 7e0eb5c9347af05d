// The requests waiting for an answer, oldest first, with their holds, and what the last confirm
// or batch decline did (by reference and state).
import type { Locale } from '@/content/types';
import { getDatabase, type Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { bookingById, waitingBookings } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { getLifecycleSettings } from '@/booking/server/runtime';
import { roomToAssign } from '../desk';
import type { Notice } from '../notices';
import { crossSite } from '../notices';
import { isRowId, param, type Query } from '../query';
import { deskWhat } from '../runtime';
import { staffTranslator } from '../translate';

export interface Waiting extends Notice {
  rows: BookingRow[];
  holdTtlMs: number;
  roomToAssign: (row: BookingRow) => boolean;
  /** The room or package, in the desk's language. */
  what: (row: BookingRow) => string;
}

export async function loadWaiting(lang: Locale, query: Query): Promise<Waiting> {
  const db = (await getDatabase()).db;
  const [rows, what] = await Promise.all([waitingBookings(db), deskWhat(lang)]);
  const holds = await holdsOfBookings(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows,
    holdTtlMs: getLifecycleSettings().holdTtlMs,
    roomToAssign: (row) => roomToAssign(row, holds.get(row.id) ?? []),
    what,
    ...(await batchNotice(db, query, lang)),
  };
}

/** What the last confirm or batch decline did: how many, and which were refused (by reference and state). */
async function batchNotice(db: Database, query: Query, lang: Locale): Promise<Notice> {
  const t = staffTranslator(lang);
  const declined = param(query, 'declined');
  const refused = (param(query, 'refused') ?? '')
    .split(',')
    .filter((id) => isRowId(id))
    .slice(0, 100);
  const error = param(query, 'error');
  const confirmedId = param(query, 'confirmed');
  const confirmed = isRowId(confirmedId) ? await bookingById(db, Number(confirmedId)) : undefined;
  if (confirmed) return { notice: t('waiting.confirmed', { reference: confirmed.reference }) };
  const notConfirmedId = param(query, 'refused');
  if (isRowId(notConfirmedId) && !declined) {
    const row = await bookingById(db, Number(notConfirmedId));
    if (row)
      return {
        error: t('waiting.notConfirmed', {
          reference: row.reference,
          status: t(`status.${row.status}`),
        }),
      };
  }
  const rows = await Promise.all(refused.map((id) => bookingById(db, Number(id))));
  const references = rows.flatMap((row) =>
    row ? [`${row.reference} (${t(`status.${row.status}`)})`] : [],
  );
  return {
    notice:
      declined && /^\d{1,3}$/.test(declined)
        ? t('waiting.declined', { count: Number(declined) })
        : undefined,
    error: references.length
      ? t('waiting.notDeclined', { references: references.join(', ') })
      : error === 'none-selected'
        ? t('waiting.noneSelected')
        : error === 'no-reason'
          ? t('waiting.noReason')
          : crossSite(query, t),
  };
}
