import { DeskShell, button, field } from '@/staff/components/desk-shell';
import { deskMetadata, openDesk, type SearchParams } from '@/staff/page-helpers';
import { signInNotice } from '@/staff/notices';
import { requestSignInLinkAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('signIn.title');

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  // The signed-in go to the desk.
  const { lang, t } = await openDesk('sign-in');
  const query = await searchParams;
  return (
    <DeskShell
      lang={lang}
      section="sign-in"
      title={t('signIn.title')}
      {...signInNotice(query, t)}
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
