// For the venue's staff: recent booking requests from the site's database.
//   npm run bookings -- list [--since 2026-11-01]
//   npm run bookings -- export --since 2026-11-01 > requests.csv
// Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default .data/).
// With PGlite, stop the site first: the embedded database has one user at a time.
import { getDatabase } from '@/lib/db/client';
import { listBookings } from '@/booking/repository';

const [command, ...rest] = process.argv.slice(2);
const sinceIndex = rest.indexOf('--since');
const sinceText = sinceIndex >= 0 ? rest[sinceIndex + 1] : undefined;
const usage = 'usage: npm run bookings -- list [--since YYYY-MM-DD] | export --since YYYY-MM-DD > file.csv';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (command !== 'list' && command !== 'export') fail(usage);
const since = sinceText ? new Date(sinceText) : undefined;
if (sinceText && Number.isNaN(since!.getTime())) fail(`--since: not a date: ${sinceText}\n${usage}`);
if (command === 'export' && !since) fail(`export needs --since\n${usage}`);

const { db, close } = await getDatabase();
const rows = await listBookings(db, since);
const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const what = (row: (typeof rows)[number]) =>
  row.form === 'birthday' ? `birthday: ${row.packageName}, ${row.children} children, ${row.withCake ? 'with cake' : 'without cake'}` : `room: ${row.roomTitle}, ${row.players} players`;

if (command === 'list') {
  if (!rows.length) console.log(since ? `No requests since ${sinceText}.` : 'No requests yet.');
  for (const row of rows) {
    const mails = row.mails.map((mail) => `${mail.kind} ${mail.status}`).join(', ');
    console.log(
      `${row.reference}  ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${row.status}  ${row.preferredDate} ${row.preferredTime}  ${what(row)}` +
        `${row.totalCents !== null ? `, €${euros(row.totalCents)}` : ''}\n           ${row.name} <${row.email}> ${row.phone}  [${row.locale}]  mail: ${mails}`,
    );
  }
} else {
  const columns = ['reference', 'created_at', 'status', 'form', 'locale', 'preferred_date', 'preferred_time', 'name', 'email', 'phone', 'room', 'players', 'package', 'with_cake', 'children', 'total_eur', 'message'];
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    // Quote every cell; a leading = + - @ would be a formula in a spreadsheet (phone numbers aside).
    return `"${(/^[=+\-@]/.test(text) && !/^\+?[\d\s-]+$/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  const lines = [columns.join(',')];
  for (const row of [...rows].reverse()) {
    lines.push(
      [row.reference, row.createdAt.toISOString(), row.status, row.form, row.locale, row.preferredDate, row.preferredTime, row.name, row.email, row.phone, row.roomTitle, row.players, row.packageName, row.withCake === null ? '' : row.withCake ? 'yes' : 'no', row.children, euros(row.totalCents), row.message]
        .map(cell)
        .join(','),
    );
  }
  process.stdout.write(`${lines.join('\r\n')}\r\n`);
}
await close();
