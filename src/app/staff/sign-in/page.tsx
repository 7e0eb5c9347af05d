import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { deskEnabled } from '@/staff/config';
import { deskLang, getStaffAuth } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, button, field } from '@/staff/components/desk-shell';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';
import { requestSignInLinkAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('signIn.title');

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  if (!deskEnabled()) notFound();
  // Already signed in: the desk.
  if (await (await getStaffAuth()).currentStaff(await headers())) redirect('/staff');
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const params = await searchParams;
  const error = param(params, 'error');
  const notice = param(params, 'sent')
    ? t('signIn.sent')
    : param(params, 'out')
      ? t('signIn.signedOut')
      : undefined;
  const errorText =
    error === 'rate-limited'
      ? t('signIn.rateLimited', { minutes: Number(param(params, 'minutes')) || 15 })
      : error === 'invalid-email'
        ? t('signIn.invalidEmail')
        : error === 'link-invalid'
          ? t('signIn.linkInvalid')
          : error === 'cross-site'
            ? t('crossSite')
            : undefined;
  return (
    <DeskShell
      lang={lang}
      section="sign-in"
      title={t('signIn.title')}
      notice={notice}
      error={errorText}
      signedIn={false}
    >
      <p>{t('signIn.intro')}</p>
      <form action={requestSignInLinkAction} className="mt-4 space-y-4">
        <input type="hidden" name="lang" value={lang} />
        <label className="block font-bold" htmlFor="staff-email">
          {t('signIn.email')}
        </label>
        <input
          id="staff-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className={field}
        />
        <button type="submit" className={button}>
          {t('signIn.submit')}
        </button>
      </form>
    </DeskShell>
  );
}
