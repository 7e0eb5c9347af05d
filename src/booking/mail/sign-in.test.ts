// The staff sign-in mail on the one mail layout: the link as a button and as a text line, the
// site's language tag, and nothing but the link that could sign anyone in.
import { describe, expect, it } from 'vitest';
import { renderSignInMail } from './sign-in';

const link = 'https://cluville.test/staff/sign-in/link?token=abcdefghijklmnopqrstuvwx';

describe('the staff sign-in mail', () => {
  it('is in the site’s Montenegrin tag, with the link as a button and as a text line', () => {
    const mail = renderSignInMail('me', 'desk@cluville.test', link, 15);
    expect(mail).toMatchObject({ kind: 'staff', to: 'desk@cluville.test' });
    expect(mail.subject).toBe('Vaš link za prijavu na recepciju Cluvillea');
    expect(mail.html).toContain('<html lang="sr-ME">');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('>Prijavite se na recepciju</a>');
    expect(mail.text).toContain(`Prijavite se na recepciju: ${link}`);
    expect(mail.text).toContain('Link važi jednom, u roku od 15 minuta.');
  });

  it('in English says how long the link works', () => {
    const mail = renderSignInMail('en', 'desk@cluville.test', link, 15);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('The link works once, within 15 minutes.');
  });
});
