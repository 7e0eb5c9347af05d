// GLOSSARY.md: Montenegrin is ijekavian, greets without "/a", and puts a month after do, od, prije,
// poslije and nakon in the genitive. Checked on every Montenegrin message and on the mails as a
// parent, the venue and staff receive them (rendered, so text written in a template counts too).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBooking } from '@/booking/rules/schema';
import { birthdayInput, testContext } from '@/booking/testing/fixtures';
import { TEST_VENUE, roomRow, testLifecycleSettings } from '@/booking/testing/lifecycle';
import { bookingTranslator } from '@/booking/rules/translate';
import {
  receivedExtras,
  renderNudgeMail,
  renderReminderMail,
  renderTransitionMails,
} from '@/booking/mail/lifecycle';
import { renderAcknowledgement, renderVenueRequestMail } from '@/booking/mail/request';
import { renderSignInMail } from '@/booking/mail/sign-in';

/**
 * Ekavian words and the ijekavian a Montenegrin reader expects. Short on purpose: only forms that
 * are ekavian and nothing else. Left out: "vremena", "mjesta"'s oblique cases that are the same in
 * both ("vremena" is ijekavian too), "uslovi" and "nijesmo" (standard Montenegrin), "predložite"
 * (the verb is the same in both), "sveta" (also "holy").
 */
const EKAVIAN: [RegExp, string][] = [
  [/\bpredlog\p{L}*/iu, 'prijedlog'],
  [/\bprimer\p{L}*/iu, 'primjer'],
  [/\bvideti\b/iu, 'vidjeti'],
  [/\bvreme\b/iu, 'vrijeme'],
  [/\bmest(o|a|u|om)\b/iu, 'mjesto'],
  [/\bdec[aeiu]\b/iu, 'djeca'],
  [/\bdete(ta|tu)?\b/iu, 'dijete'],
  [/\blep(o|a|e|i)\b/iu, 'lijepo'],
  [/\breč\b/iu, 'riječ'],
  [/\bcen(a|e|u|i|om|ovnik\p{L}*)\b/iu, 'cijena, cjenovnik'],
  [/\bponedeljak\b|\bsreda\b|\bnedelj\p{L}*/iu, 'ponedjeljak, srijeda, nedjelja'],
  [/\buvek\b/iu, 'uvijek'],
  [/\bgde\b|\bovde\b/iu, 'gdje, ovdje'],
  [/\bposle\b|\bpre\b/iu, 'poslije, prije'],
  [/\bzahtev\p{L}*/iu, 'zahtjev'],
  [/\bobavešten\p{L}*/iu, 'obavještenje'],
  [/\bpodsetnik\p{L}*/iu, 'podsjetnik'],
  [/\bmesec\p{L}*/iu, 'mjesec'],
  [/\bdeo\b|\bdelo\b/iu, 'dio, djelo'],
  [/\bodeć\p{L}*/iu, 'odjeća'],
  [/\bsledeć\p{L}*/iu, 'sljedeći'],
  [/\bizmen\p{L}*/iu, 'izmjena, izmijenite'],
  [/\bverovat\p{L}*/iu, 'vjerovatno'],
  [/\bhteo\b|\bželeti\b|\bvoleti\b/iu, 'htio, željeti, voljeti'],
  [/\breči\b/iu, 'riječi'],
  [/\bprimet\p{L}*/iu, 'primjetno, primijetite'],
  [/\bsvetl\p{L}*|\bcvet\p{L}*|\bsneg\p{L}*/iu, 'svjetlo, cvijet, snijeg'],
  [/\bocen\p{L}*|\bvežb\p{L}*|\bpesm\p{L}*/iu, 'ocjena, vježba, pjesma'],
  [/\bleto\b|\bnapred\b|\bdevojč\p{L}*/iu, 'ljeto, naprijed, djevojčica'],
  [/\bposet\p{L}*|\bsmest\p{L}*/iu, 'posjeta, smještaj'],
];
// "Poštovani/a", "dobrodošli/a": a greeting or adjective for both sexes by a slash.
const SLASH_ENDING = /(?<![\p{L}/])\p{L}{3,}\/(a|e|i|o)(?![\p{L}/])/u;
const NOMINATIVE_AFTER_PREPOSITION =
  /\b(do|od|prije|poslije|nakon) \d{1,2}\. (januar|februar|mart|april|maj|jun|jul|avgust|septembar|oktobar|novembar|decembar)\b/iu;

function problems(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, right] of EKAVIAN) {
    const match = pattern.exec(text);
    if (match) found.push(`ekavian "${match[0]}" (${right})`);
  }
  const slash = SLASH_ENDING.exec(text);
  if (slash) found.push(`"${slash[0]}" (one form for everyone)`);
  const nominative = NOMINATIVE_AFTER_PREPOSITION.exec(text);
  if (nominative) found.push(`nominative after a preposition: "${nominative[0]}"`);
  return found;
}

function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([child, inner]) =>
    leaves(inner, key ? `${key}.${child}` : child),
  );
}

const root = path.resolve(import.meta.dirname, '../..');
const montenegrin = JSON.parse(readFileSync(path.join(root, 'messages/me.json'), 'utf8'));

describe('the check itself', () => {
  it('finds what it is for and lets the right forms through', () => {
    expect(problems('Pošaljite predlog termina')).toHaveLength(1);
    expect(problems('Poštovani/a Ana,')).toHaveLength(1);
    expect(problems('najkasnije do 1. decembar 2026.')).toHaveLength(1);
    expect(problems('pre podne, dete i vreme')).toHaveLength(3);
    expect(problems('Izmenite rezervaciju, sledeći korak')).toHaveLength(2);
    expect(
      problems(
        'Pošaljite prijedlog. Predložite drugi termin do 1. decembra 2026. Radno vrijeme, vremena, djeca, 5/10 mjesta, /staff/a, uslovi, leta, Svetog Petra, izmijenite, sljedeći, odjeću, posjetioci',
      ),
    ).toEqual([]);
  });
});

describe('Montenegrin messages', () => {
  it('are ijekavian, greet without "/a" and keep a month after a preposition in the genitive', () => {
    const messages = leaves(montenegrin);
    expect(messages.length).toBeGreaterThan(500);
    const wrong = messages.flatMap(([key, text]) =>
      problems(text).map((problem) => `${key}: ${problem}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the mail module’s own words', () => {
  it('are ijekavian and without "/a" too (any text written in the code, not in messages)', () => {
    const folder = path.join(root, 'src/booking/mail');
    const wrong = readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .flatMap((name) => {
        const code = readFileSync(path.join(folder, name), 'utf8');
        // The string literals: what a mail could say without a message key.
        const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)].map(
          (match) => match[1] ?? match[2] ?? '',
        );
        return literals.flatMap((text) => problems(text).map((problem) => `${name}: ${problem}`));
      });
    expect(wrong).toEqual([]);
  });
});

describe('Montenegrin mails, rendered', () => {
  const startsAt = new Date('2026-12-05T15:00:00Z'); // Saturday 16:00 in Podgorica
  const row = roomRow(startsAt, {
    id: 7,
    reference: 'CLV-MAILS',
    locale: 'me',
    requestedStartsAt: startsAt,
    holdUntil: new Date('2026-11-30T18:00:00Z'),
    roomSlug: 'svemirska-misija',
    roomTitle: 'Svemirska misija',
  });
  const settings = { ...testLifecycleSettings(), venueLocale: 'me' as const };
  const venue = { ...TEST_VENUE, locale: 'me' as const };

  function allMails() {
    const validation = validateBooking(
      birthdayInput(),
      testContext('me'),
      bookingTranslator('me', 'booking.errors'),
    );
    if (!validation.ok) throw new Error('fixture invalid');
    const request = {
      reference: 'CLV-MAILS',
      locale: 'me' as const,
      input: validation.data,
      createdAt: row.createdAt,
    };
    const extras = receivedExtras(row, row.holdUntil!, settings);
    const transitions = (['confirm', 'propose', 'decline', 'cancel', 'accept'] as const).flatMap(
      (action) =>
        renderTransitionMails({
          action,
          actor: action === 'cancel' || action === 'accept' ? 'parent' : 'staff',
          booking: {
            ...row,
            startsAt: action === 'propose' ? new Date('2026-12-06T15:00:00Z') : startsAt,
          },
          previous: row,
          venue: TEST_VENUE,
          settings,
          now: new Date('2026-11-23T12:00:00Z'),
        }),
    );
    return [
      renderAcknowledgement(request, venue, extras),
      renderVenueRequestMail({ booking: row, venue: TEST_VENUE, settings, now: row.createdAt }),
      renderReminderMail({ booking: row, venue: TEST_VENUE, settings, now: row.createdAt }),
      renderNudgeMail({
        booking: row,
        venue: TEST_VENUE,
        settings,
        now: row.createdAt,
        holdEnd: row.holdUntil!,
      }),
      renderSignInMail('me', 'desk@cluville.test', 'https://cluville.test/staff/x', 15),
      ...transitions,
    ];
  }

  it('are ijekavian, greet without "/a" and write deadlines in the genitive', () => {
    const mails = allMails();
    expect(mails.length).toBeGreaterThan(6);
    const wrong = mails.flatMap((mail) =>
      [mail.subject, mail.text].flatMap((text) =>
        problems(text).map((problem) => `${mail.subject}: ${problem}`),
      ),
    );
    expect(wrong).toEqual([]);
    const greeted = mails.find((mail) => mail.text.includes('\n\nZdravo, Ana Petrović,\n\n'));
    expect(greeted, 'the parent is greeted by name, without "/a"').toBeDefined();
    // A deadline that is written is written in the genitive.
    expect(mails.map((mail) => mail.text).join('\n')).toMatch(/ do \d{1,2}\. \p{L}+a \d{4}\. u /u);
  });
});
