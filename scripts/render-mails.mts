// Renders every mail the site sends, in both languages, to a folder of .html and .txt files (and
// the .ics of the mails that carry one), from the sample bookings of
// src/booking/testing/mail-samples.ts. Nothing is sent and no database is opened.
//   npm run mails:render [-- <folder>]        default: mail-previews/
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sampleMails } from '@/booking/testing/mail-samples';

const folder = path.resolve(process.argv[2] ?? 'mail-previews');
await mkdir(folder, { recursive: true });
const index: string[] = [];
for (const locale of ['me', 'en'] as const) {
  for (const { name, mail } of sampleMails(locale)) {
    const base = `${locale}-${name}`;
    await writeFile(path.join(folder, `${base}.html`), mail.html);
    await writeFile(path.join(folder, `${base}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    if (mail.ics) await writeFile(path.join(folder, `${base}.ics`), mail.ics);
    index.push(`<li><a href="${base}.html">${base}</a> — <a href="${base}.txt">text</a></li>`);
  }
}
await writeFile(
  path.join(folder, 'index.html'),
  `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Cluville mails</title><ul>${index.join('\n')}</ul></html>\n`,
);
console.log(`${index.length} mails in ${folder}`);
