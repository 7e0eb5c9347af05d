/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
import { DeskShell, button } from '@/staff/components/desk-shell';
import { deskMetadata, openDesk, param, type SearchParams } from '@/staff/page-helpers';
import { verifySignInLinkAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('signIn.linkTitle');

/**
 * The page the mailed link opens. Opening it changes nothing (mail scanners follow links); the
 * button posts the token, which signs in once.
 */
export default async function SignInLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk('link');
  const token = param(await searchParams, 'token') ?? '';
  return (
    <DeskShell lang={lang} section="sign-in" title={t('signIn.linkTitle')} signedIn={false}>
      <p>{t('signIn.linkIntro')}</p>
      <form action={verifySignInLinkAction} className="mt-4">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={button}>
          {t('signIn.linkSubmit')}
        </button>
      </form>
      <p className="mt-6">
        <a href="/staff/sign-in" className="underline">
          {t('signIn.askAgain')}
        </a>
      </p>
    </DeskShell>
  );
}
