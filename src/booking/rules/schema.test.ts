import { describe, expect, it } from 'vitest';
import { validateBooking } from './schema';
import { birthdayInput, roomInput, testContext } from '../testing/fixtures';
import { bookingTranslator } from './translate';

const en = testContext('en');
const me = testContext('me');
const tEn = bookingTranslator('en', 'booking.errors');
const tMe = bookingTranslator('me', 'booking.errors');
const errorsOf = (input: Record<string, string>, locale: 'me' | 'en' = 'en') => {
  const result = validateBooking(input, locale === 'en' ? en : me, locale === 'en' ? tEn : tMe);
  return result.ok ? {} : result.errors;
};

describe('booking schema', () => {
  it('accepts a complete birthday and a complete room request', () => {
    const birthday = validateBooking(birthdayInput({ children: '12', age: '8' }), en, tEn);
    expect(birthday.ok && birthday.data).toMatchObject({
      form: 'birthday',
      cake: false,
      children: 12,
      age: '8',
      package: 'big-adventurer',
    });
    const room = validateBooking(roomInput(), en, tEn);
    expect(room.ok && room.data).toMatchObject({
      form: 'room',
      players: 5,
      room: 'space-mission',
      message: '',
    });
  });

  it('names every missing field, in English and in Montenegrin', () => {
    const empty = { form: 'birthday' };
    expect(errorsOf(empty)).toMatchObject({
      name: 'Please enter your first and last name.',
      email: 'Please enter your e-mail address.',
      date: 'Please choose a date.',
      time: 'Please choose a time.',
      package: 'Please choose a package.',
    });
    expect(errorsOf(empty, 'me')).toMatchObject({
      name: 'Upišite ime i prezime.',
      time: 'Izaberite termin.',
      children: 'Upišite broj djece.',
      package: 'Izaberite paket.',
      cake: 'Izaberite sa tortom ili bez torte.',
    });
    // No field says only "Please fill in this field.": each says what is missing.
    expect(Object.values(errorsOf(empty, 'me'))).not.toContain('Popunite ovo polje.');
  });

  it('name: 2 to 80 characters after trimming', () => {
    expect(errorsOf(birthdayInput({ name: ' A ' })).name).toBe(
      'Please enter a name of 2 to 80 characters.',
    );
    expect(errorsOf(birthdayInput({ name: 'Al' })).name).toBeUndefined();
    expect(errorsOf(birthdayInput({ name: 'x'.repeat(80) })).name).toBeUndefined();
    expect(errorsOf(birthdayInput({ name: 'x'.repeat(81) }), 'me').name).toBe(
      'Unesite ime od 2 do 80 znakova.',
    );
  });

  it('e-mail must be an address', () => {
    expect(errorsOf(birthdayInput({ email: 'ana@' })).email).toBe(
      'Please enter an e-mail address like name@example.com.',
    );
    expect(errorsOf(birthdayInput({ email: 'ana.p@example.co.me' })).email).toBeUndefined();
  });

  it('phone: 6 to 20 digits with an optional +, spaces and dashes', () => {
    expect(errorsOf(birthdayInput({ phone: '12345' })).phone).toBeDefined();
    expect(errorsOf(birthdayInput({ phone: '123456' })).phone).toBeUndefined();
    expect(errorsOf(birthdayInput({ phone: '+382 67-123-456' })).phone).toBeUndefined();
    expect(errorsOf(birthdayInput({ phone: '1'.repeat(20) })).phone).toBeUndefined();
    expect(errorsOf(birthdayInput({ phone: '1'.repeat(21) })).phone).toBeDefined();
    expect(errorsOf(birthdayInput({ phone: '067 123 45a' }), 'me').phone).toBe(
      'Unesite broj telefona od 6 do 20 cifara; +, razmaci i crtice su dozvoljeni.',
    );
  });

  it('message is optional and at most 1000 characters', () => {
    expect(errorsOf(birthdayInput({ message: 'x'.repeat(1000) })).message).toBeUndefined();
    expect(errorsOf(birthdayInput({ message: 'x'.repeat(1001) })).message).toBe(
      'Please keep the message under 1000 characters.',
    );
  });

  it('date: from today in Podgorica up to the days ahead of the settings (120)', () => {
    expect(errorsOf(birthdayInput({ date: '2026-11-22' })).date).toBe(
      'Please choose today or a later date.',
    );
    expect(errorsOf(birthdayInput({ date: '2026-11-23' })).date).toBeUndefined();
    expect(errorsOf(birthdayInput({ date: '2027-03-23' })).date).toBeUndefined();
    expect(errorsOf(birthdayInput({ date: '2027-03-24' }), 'me').date).toBe(
      'Izaberite datum u narednih 120 dana.',
    );
    expect(errorsOf(birthdayInput({ date: '2026-02-30' })).date).toBe('Please choose a date.');
  });

  it('time: a start as HH:MM (whether it is free, the server checks); a missing one says what to choose', () => {
    expect(errorsOf(roomInput({ time: '10:00' })).time).toBeUndefined();
    expect(errorsOf(roomInput({ time: '25:00' })).time).toBe(
      'Please choose one of the times offered.',
    );
    expect(errorsOf(roomInput({ time: '' }), 'me').time).toBe('Izaberite termin.');
    expect(errorsOf(roomInput({ name: '' }), 'me').name).toBe('Upišite ime i prezime.');
  });

  it('room must exist and players must fit the room', () => {
    expect(errorsOf(roomInput({ room: 'no-such-room' })).room).toBe(
      'Please choose an escape room.',
    );
    expect(errorsOf(roomInput({ players: '3' })).players).toBe(
      'Space Mission is for 4 to 10 players.',
    );
    expect(errorsOf(roomInput({ players: '4' })).players).toBeUndefined();
    expect(errorsOf(roomInput({ players: '10' })).players).toBeUndefined();
    expect(errorsOf(roomInput({ players: '11' }), 'me').players).toBe(
      'Space Mission je za 4 do 10 igrača.',
    );
    expect(errorsOf(roomInput({ players: 'five' })).players).toBe(
      'Please enter the number of players.',
    );
  });

  it('package must exist; children 1 to 40', () => {
    expect(errorsOf(birthdayInput({ package: 'gold' })).package).toBe('Please choose a package.');
    expect(errorsOf(birthdayInput({ children: '0' })).children).toBe(
      'Please enter between 1 and 40 children.',
    );
    expect(errorsOf(birthdayInput({ children: '1' })).children).toBeUndefined();
    expect(errorsOf(birthdayInput({ children: '40' })).children).toBeUndefined();
    expect(errorsOf(birthdayInput({ children: '41' }), 'me').children).toBe(
      'Unesite od 1 do 40 djece.',
    );
    expect(errorsOf(birthdayInput({ cake: 'maybe' })).cake).toBe(
      'Please choose with or without the cake.',
    );
  });

  it('refuses an unknown form', () => {
    expect(errorsOf({ ...birthdayInput(), form: 'party' }).form).toBe(
      'Please choose a birthday or an escape room.',
    );
  });
});

describe('control characters', () => {
  it('are refused in every text field with a localized message; the message keeps line breaks and tabs', () => {
    expect(errorsOf(birthdayInput({ name: 'Ana\u0000 Petrović' })).name).toBe(
      'Please remove invisible control characters from this field (copied from another program, for example).',
    );
    expect(errorsOf(birthdayInput({ name: 'Ana\u0007' }), 'me').name).toBe(
      'Uklonite nevidljive kontrolne znakove iz ovog polja (na primjer kopirane iz drugog programa).',
    );
    expect(errorsOf(birthdayInput({ message: 'a\u0000b' })).message).toBeDefined();
    expect(errorsOf(birthdayInput({ message: 'a\u001bb' })).message).toBeDefined();
    expect(errorsOf(birthdayInput({ email: 'ana\u0000@example.com' })).email).toBeDefined();
    expect(errorsOf(birthdayInput({ phone: '+382\u0000 67 111 222' })).phone).toBeDefined();
    expect(
      errorsOf(birthdayInput({ message: 'Line one\r\nLine two\n\tindented' })).message,
    ).toBeUndefined();
  });
});

describe('invisible and direction-changing characters', () => {
  const invisibleEn =
    'Please remove invisible or direction-changing characters from this field (copied from another program, for example).';

  it('refuses a name that shows blank or reads reversed, and says why in both languages', () => {
    expect(errorsOf(birthdayInput({ name: '\u200B\u200B' })).name).toBe(invisibleEn);
    expect(errorsOf(birthdayInput({ name: 'Ana \u202Egnp.exe' })).name).toBe(invisibleEn);
    expect(errorsOf(birthdayInput({ name: 'Ana \u2066Petrović\u2069' })).name).toBe(invisibleEn);
    expect(errorsOf(birthdayInput({ name: 'Ana\u2028Petrović' }), 'me').name).toBe(
      'Uklonite nevidljive znakove i znakove koji mijenjaju smjer teksta iz ovog polja (na primjer kopirane iz drugog programa).',
    );
    expect(errorsOf(birthdayInput({ name: 'Ana\u2029Petrović' })).name).toBe(invisibleEn);
    expect(errorsOf(birthdayInput({ name: 'Ana\uFEFFPetrović' })).name).toBe(invisibleEn);
  });

  it('refuses them in the e-mail and the phone too', () => {
    expect(errorsOf(birthdayInput({ email: 'ana\u200B@example.com' })).email).toBe(invisibleEn);
    expect(errorsOf(birthdayInput({ email: 'ana@example.com\u202E' })).email).toBe(invisibleEn);
    expect(errorsOf(roomInput({ phone: '067\u200B222 333' })).phone).toBe(invisibleEn);
    expect(errorsOf(roomInput({ phone: '067 222 333\u2028' })).phone).toBe(invisibleEn);
  });

  it('requires a name to contain a letter', () => {
    expect(errorsOf(birthdayInput({ name: '12 34' })).name).toBe(
      'Please enter a name with letters in it.',
    );
    expect(errorsOf(birthdayInput({ name: '-- ..' }), 'me').name).toBe('Upišite ime slovima.');
    expect(errorsOf(birthdayInput({ name: 'Đorđe Šćepanović' })).name).toBeUndefined();
    expect(errorsOf(birthdayInput({ name: 'Ана Петровић' })).name).toBeUndefined();
  });

  it('keeps emoji joined with U+200D in the message', () => {
    const message = 'Party for 👨\u200D👩\u200D👧 and 🏳️\u200D🌈, thank you!';
    const result = validateBooking(birthdayInput({ message }), en, tEn);
    expect(result.ok && result.data.message).toBe(message);
  });
});

describe('party extras', () => {
  it('accepts extras of the list within their most, as lines of key and quantity', () => {
    const result = validateBooking(
      birthdayInput({ extras: 'pizza-for-every-child:1,goody-bag-for-a-guest:12' }),
      en,
      tEn,
    );
    expect(result.ok && result.data).toMatchObject({
      extras: [
        { key: 'pizza-for-every-child', quantity: 1 },
        { key: 'goody-bag-for-a-guest', quantity: 12 },
      ],
    });
    const none = validateBooking(birthdayInput(), en, tEn);
    expect(none.ok && none.data).toMatchObject({ extras: [] });
  });

  it('refuses an unknown extra and a quantity above the most, in the visitor language', () => {
    expect(errorsOf(birthdayInput({ extras: 'bouncy-castle:1' })).extras).toBe(
      'We do not offer an extra called “bouncy-castle”. Please choose one of the extras listed.',
    );
    expect(errorsOf(birthdayInput({ extras: 'goody-bag-for-a-guest:31' })).extras).toBe(
      '“Goody bag for a guest” can be added at most 30 times.',
    );
    expect(errorsOf(birthdayInput({ extras: 'druga-torta:3' }), 'me').extras).toBe(
      '„Druga torta” se može dodati najviše 2 puta.',
    );
    expect(errorsOf(birthdayInput({ extras: 'fotograf-na-proslavi-1-sat:2' }), 'me').extras).toBe(
      '„Fotograf na proslavi (1 sat)” se može dodati samo jednom.',
    );
    expect(errorsOf(birthdayInput({ extras: 'goody-bag-for-a-guest:many' })).extras).toBe(
      'Please choose the extras from the list.',
    );
  });
});
