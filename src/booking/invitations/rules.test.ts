// The invitations' rules: what a host and a guest may write, and the share links.
import { describe, expect, it } from 'vitest';
import { shareLinks, validateAnswerFields, validateHostFields } from './rules';

const answer = (overrides: Record<string, string> = {}) => ({
  childName: 'Luka',
  coming: 'yes',
  foodNote: '',
  phone: '',
  ...overrides,
});

describe('invitation rules', () => {
  it('names refuse what the booking form refuses: control, invisible and direction characters, no letter', () => {
    for (const [name, error] of [
      ['Ana\u0007', 'controlCharacters'],
      ['Ana\u200B', 'invisibleCharacters'],
      ['Ana \u202Egnp.exe', 'invisibleCharacters'],
      ['123', 'nameLetter'],
      ['A', 'childNameLength'],
      ['', 'childNameRequired'],
    ] as const) {
      expect(validateHostFields({ childName: name, hostLine: '' })).toEqual({
        ok: false,
        errors: { childName: error },
      });
      expect(validateAnswerFields(answer({ childName: name }))).toEqual({
        ok: false,
        errors: { childName: error },
      });
    }
    expect(validateHostFields({ childName: ' Đorđe Šćekić ', hostLine: ' Dođite! ' })).toEqual({
      ok: true,
      value: { childName: 'Đorđe Šćekić', hostLine: 'Dođite!' },
    });
  });

  it('an answer needs a choice; the note and phone are optional, the phone well formed', () => {
    expect(validateAnswerFields(answer({ coming: '' }))).toEqual({
      ok: false,
      errors: { coming: 'comingRequired' },
    });
    expect(validateAnswerFields(answer({ phone: '12ab' }))).toEqual({
      ok: false,
      errors: { phone: 'phone' },
    });
    expect(validateAnswerFields(answer({ foodNote: 'x'.repeat(301) }))).toEqual({
      ok: false,
      errors: { foodNote: 'lineLength' },
    });
    expect(validateAnswerFields(answer({ coming: 'no', phone: ' 067 123 456 ' }))).toEqual({
      ok: true,
      value: { childName: 'Luka', coming: false, foodNote: null, phone: '067 123 456' },
    });
  });

  it('the share links carry the whole text, the link in it', () => {
    const text = 'Mila slavi rođendan: https://cluville.me/pozivnica/1-abc?x=1&y=2';
    const links = shareLinks(text);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(decodeURIComponent(links.viber.split('text=')[1]!)).toBe(text);
  });
});
