// For the venue's staff: booking requests, failed mail and data erasure, from the site's database.
//   npm run bookings -- list [--since 2026-11-01]
//   npm run bookings -- show CLV-ABCDE                  one request with its state and audit trail
//   npm run bookings -- export --since 2026-11-01 > requests.csv
//   npm run bookings -- purge --before 2024-11-01      requests (and their e-mails, .eml files) made before the date
//   npm run bookings -- erase --email parent@example.com   every trace of one address
//   npm run bookings -- mail failed                    e-mails the SMTP server refused for good
//   npm run bookings -- mail retry <id|all>            puts failed e-mails back in the queue
//   npm run bookings -- backup [--out FILE]            one file with the whole database
//   npm run bookings -- restore --from FILE [--identity KEYFILE] [--force]
//                                                     into an empty DATA_DIR or database (site stopped);
//                                                     --identity: the age private key of an encrypted backup;
//                                                     the restored outbox starts paused
//   npm run bookings -- outbox                         is the outbox paused, how many mails it holds
//   npm run bookings -- outbox release                 the held mails go (each once)
//   npm run bookings -- outbox drop                    the held mails are marked dropped, never sent
// Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default .data/): while
// the site runs, through the site's own socket (its address is in DATA_DIR/pglite.lock); when
// nothing runs, by opening the folder itself (and locking it meanwhile). A restore of the embedded
// database needs the site stopped (it must be the folder's only opener).
import path from 'node:path';
import { backupForTool, restoreForTool } from '@/lib/db/backup-tool';
import { getDataDir, openDatabaseForTool } from '@/lib/db/client';
import { listBookings } from '@/booking/db/repository';
import { findBookingByReference, listEvents, listMailsOf } from '@/booking/db/lifecycle-repository';
import {
  dropHeldMails,
  listFailedMails,
  outboxPauseState,
  releaseOutbox,
  requeueFailedMails,
} from '@/booking/db/outbox-repository';
import { eraseAddress, purgeBefore } from '@/booking/server/retention';
import { wallClock } from '@/booking/rules/availability';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { keepNewFilesPrivate } from '@/lib/private-folder';

// What this writes (backups, a restored database folder, generated keys) is its user's alone.
keepNewFilesPrivate();

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};
const sinceText = option('--since');
const usage = [
  'usage: npm run bookings -- list [--since YYYY-MM-DD]',
  '       npm run bookings -- show <reference>',
  '       npm run bookings -- export --since YYYY-MM-DD > file.csv',
  '       npm run bookings -- purge --before YYYY-MM-DD',
  '       npm run bookings -- erase --email ADDRESS',
  '       npm run bookings -- mail failed | mail retry <id|all>',
  '       npm run bookings -- backup [--out FILE]',
  '       npm run bookings -- restore --from FILE [--identity KEYFILE] [--force]',
  '       npm run bookings -- outbox [release | drop]',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const date = (text: string | undefined, name: string) => {
  const value = text ? new Date(text) : undefined;
  if (text && (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(value!.getTime())))
    fail(`${name}: not a date: ${text}\n${usage}`);
  return value;
};
if (
  !['list', 'show', 'export', 'purge', 'erase', 'mail', 'backup', 'restore', 'outbox'].includes(
    command ?? '',
  )
)
  fail(usage);
if (command === 'backup') {
  if (rest.includes('--out') && !option('--out')) fail(`--out needs a file name\n${usage}`);
  try {
    const result = await backupForTool({ out: option('--out') });
    console.log(
      `Backup written: ${result.file} (${result.bytes} bytes, ${result.via === 'pg_dump' ? 'pg_dump custom format' : `embedded database, read ${result.via === 'socket' ? "through the running site's socket" : 'from its folder'}`}${result.encrypted ? ', encrypted to BACKUP_AGE_RECIPIENT' : ''}).`,
    );
    for (const [table, n] of Object.entries(result.tables ?? {}))
      console.log(`  ${table.padEnd(24)} ${n}`);
    console.log('Copy it off this machine (see README, "Backups").');
  } catch (error) {
    // Exit 1, not the usage error's 2: the command was right, the backup could not be made.
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  process.exit(0);
}
if (command === 'restore') {
  const from = option('--from');
  if (!from) fail(`restore needs --from FILE\n${usage}`);
  if (rest.includes('--identity') && !option('--identity'))
    fail(`--identity needs the file holding the age private key\n${usage}`);
  try {
    const result = await restoreForTool({
      from,
      force: rest.includes('--force'),
      identity: option('--identity'),
    });
    console.log(`Restored ${from} into ${result.target}.`);
    if (result.keptAside) console.log(`The database it replaced is kept in ${result.keptAside}.`);
    if (result.keys?.length)
      console.log(
        `Keys this older backup carried put back into DATA_DIR (it had none): ${result.keys.join(', ')}. Delete that backup file once a new one is written.`,
      );
    for (const [table, n] of Object.entries(result.tables))
      console.log(`  ${table.padEnd(24)} ${n}`);
    console.log(
      `The outbox is paused: ${result.heldMails} mail(s) waiting at backup time are held, not sent (mail queued from now on goes).\n` +
        'Once this copy is the one that should mail parents: npm run bookings -- outbox release (or outbox drop: never sent).',
    );
  } catch (error) {
    fail(`Restore refused or failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(0);
}
if (command === 'show' && !rest[0]) fail(`show needs a reference\n${usage}`);
const outboxCommand = command === 'outbox' ? (rest[0] ?? 'status') : undefined;
if (command === 'outbox' && !['status', 'release', 'drop'].includes(outboxCommand!)) fail(usage);
const since = date(sinceText, '--since');
if (command === 'export' && !since) fail(`export needs --since\n${usage}`);
const before = date(option('--before'), '--before');
if (command === 'purge' && !before) fail(`purge needs --before\n${usage}`);
const email = option('--email');
if (command === 'erase' && !email?.includes('@')) fail(`erase needs --email ADDRESS\n${usage}`);
const mailCommand = command === 'mail' ? rest[0] : undefined;
if (
  command === 'mail' &&
  mailCommand !== 'failed' &&
  !(mailCommand === 'retry' && (rest[1] === 'all' || /^\d+$/.test(rest[1] ?? '')))
)
  fail(usage);

let handle: Awaited<ReturnType<typeof openDatabaseForTool>>;
try {
  handle = await openDatabaseForTool();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { db, close } = handle;
const mailDir = path.join(getDataDir(), 'mail');

if (command === 'show') {
  const booking = await findBookingByReference(db, rest[0]!);
  if (!booking) {
    console.error(`No request ${rest[0]}.`);
    await close();
    process.exit(1);
  }
  const at = (date: Date) => wallClock(date, VENUE_TIME_ZONE).join(' ');
  console.log(
    `${booking.reference}  ${booking.status}  ${booking.form === 'room' ? `room ${booking.roomTitle}, ${booking.players} players` : `birthday ${booking.packageName}, ${booking.children} children`}  [${booking.resource}]`,
  );
  console.log(
    `  starts ${at(booking.startsAt)}, ends ${at(booking.endsAt)} (${VENUE_TIME_ZONE})${booking.requestedStartsAt ? `; asked for ${at(booking.requestedStartsAt)}` : ''}`,
  );
  console.log(
    `  ${booking.name} <${booking.email}> ${booking.phone}  [${booking.locale}]  made ${booking.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  if (booking.declineReason)
    console.log(
      `  declined: ${booking.declineReason}${booking.declineNote ? ` (${booking.declineNote})` : ''}`,
    );
  console.log('Audit trail:');
  const events = await listEvents(db, booking.id);
  if (!events.length) console.log('  (no changes yet)');
  for (const event of events) {
    console.log(
      `  ${event.at.toISOString().slice(0, 19).replace('T', ' ')} UTC  ${event.fromStatus} -> ${event.toStatus}  by ${event.actor}${event.actorAddress ? ` ${event.actorAddress}` : ''}${event.note ? `  (${event.note})` : ''}`,
    );
  }
  console.log('E-mails:');
  for (const mail of await listMailsOf(db, booking.id)) {
    console.log(
      `  #${mail.id} ${mail.createdAt.toISOString().slice(0, 16).replace('T', ' ')} ${mail.kind} ${mail.status}${mail.ics ? ' +ics' : ''}  ${mail.subject}`,
    );
  }
  await close();
  process.exit(0);
}
if (command === 'purge') {
  // Through the site's socket the database is still PGlite: the purge clears its files too.
  const result = await purgeBefore(
    { db, kind: handle.via === 'socket' ? 'pglite' : handle.kind },
    before!,
    mailDir,
  );
  console.log(
    `Removed ${result.bookings} request(s) made before ${option('--before')}, ${result.mails} e-mail(s) from the outbox, ${result.files.length} mail file(s), ${result.counters} expired rate-limit counter(s).`,
  );
  await close();
  process.exit(0);
}
if (command === 'erase') {
  // Through the site's socket the database is still PGlite: the erase clears its files too.
  const result = await eraseAddress(
    { db, kind: handle.via === 'socket' ? 'pglite' : handle.kind },
    email!,
    mailDir,
  );
  console.log(`Erased for ${email!.trim().toLowerCase()}:`);
  console.log(
    `  requests:        ${result.bookings}${result.references.length ? ` (${result.references.join(', ')})` : ''}`,
  );
  console.log(`  outbox e-mails:  ${result.mails}`);
  console.log(`  newsletter row:  ${result.newsletter}`);
  console.log(
    `  mail files:      ${result.files.length}${result.files.length ? `\n    ${result.files.join('\n    ')}` : ''}`,
  );
  await close();
  process.exit(0);
}
if (command === 'outbox') {
  if (outboxCommand === 'status') {
    const pause = await outboxPauseState(db);
    console.log(
      pause
        ? `The outbox is paused since ${pause.pausedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${pause.reason}): ${pause.held} mail(s) held.\n` +
            'npm run bookings -- outbox release  sends them; outbox drop  marks them dropped, never sent.'
        : 'The outbox is not paused.',
    );
  } else if (outboxCommand === 'release') {
    const held = await releaseOutbox(db);
    console.log(
      held === undefined
        ? 'The outbox is not paused: nothing to release.'
        : `Released: ${held} held mail(s) go with the running site's next round (within seconds).`,
    );
  } else {
    const ids = await dropHeldMails(db);
    console.log(
      ids === undefined
        ? 'The outbox is not paused: nothing to drop.'
        : `Dropped, never to be sent: ${ids.length} mail(s)${ids.length ? ` (${ids.map((id) => `#${id}`).join(', ')})` : ''}. The outbox is no longer paused.`,
    );
  }
  await close();
  process.exit(0);
}
if (command === 'mail') {
  if (mailCommand === 'failed') {
    const rows = await listFailedMails(db);
    if (!rows.length) console.log('No failed e-mails.');
    for (const row of rows) {
      console.log(
        `#${row.id}  ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${row.kind} mail of request ${row.bookingId} to ${row.to}  after ${row.attempts} attempt(s)\n       ${(row.lastError ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      );
    }
    if (rows.length) console.log(`Fix the cause, then: npm run bookings -- mail retry <id|all>`);
  } else {
    const ids = await requeueFailedMails(db, rest[1] === 'all' ? 'all' : Number(rest[1]));
    console.log(
      ids.length
        ? `Queued again: ${ids.map((id) => `#${id}`).join(', ')}. The running site sends them within seconds.`
        : 'No such failed e-mail.',
    );
  }
  await close();
  process.exit(0);
}

const rows = await listBookings(db, since);
// The start as the venue's wall clock, the columns `preferred_date` and `preferred_time` as before holds.
const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const what = (row: (typeof rows)[number]) =>
  row.form === 'birthday'
    ? `birthday: ${row.packageName}, ${row.children} children, ${row.withCake ? 'with cake' : 'without cake'}`
    : `room: ${row.roomTitle}, ${row.players} players`;

if (command === 'list') {
  if (!rows.length) console.log(since ? `No requests since ${sinceText}.` : 'No requests yet.');
  for (const row of rows) {
    const mails = row.mails.map((mail) => `${mail.kind} ${mail.status}`).join(', ');
    console.log(
      `${row.reference}  ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${row.status}  ${wallClock(row.startsAt, VENUE_TIME_ZONE).join(' ')}  ${what(row)}` +
        `${row.totalCents !== null ? `, €${euros(row.totalCents)}` : ''}\n           ${row.name} <${row.email}> ${row.phone}  [${row.locale}]  mail: ${mails}`,
    );
  }
} else {
  const columns = [
    'reference',
    'created_at',
    'status',
    'form',
    'locale',
    'preferred_date',
    'preferred_time',
    'name',
    'email',
    'phone',
    'room',
    'players',
    'package',
    'with_cake',
    'children',
    'total_eur',
    'message',
  ];
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    // Quote every cell; a leading = + - @ would be a formula in a spreadsheet (phone numbers aside).
    return `"${(/^[=+\-@]/.test(text) && !/^\+?[\d\s-]+$/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  const lines = [columns.join(',')];
  for (const row of [...rows].reverse()) {
    lines.push(
      [
        row.reference,
        row.createdAt.toISOString(),
        row.status,
        row.form,
        row.locale,
        ...wallClock(row.startsAt, VENUE_TIME_ZONE),
        row.name,
        row.email,
        row.phone,
        row.roomTitle,
        row.players,
        row.packageName,
        row.withCake === null ? '' : row.withCake ? 'yes' : 'no',
        row.children,
        euros(row.totalCents),
        row.message,
      ]
        .map(cell)
        .join(','),
    );
  }
  process.stdout.write(`${lines.join('\r\n')}\r\n`);
}
await close();
