import { DeskShell, button, field } from '@/staff/components/desk-shell';
import { deskMetadata, openDesk, param, type SearchParams } from '@/staff/page-helpers';
import { crossSite } from '@/staff/notices';
import { requestSignInLinkAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('signIn.title');

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  // The signed-in go to the desk.
  const { lang, t } = await openDesk('sign-in');
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
          : crossSite(params, t);
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
