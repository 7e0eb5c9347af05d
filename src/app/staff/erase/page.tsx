import { DeskShell } from '@/staff/components/desk-shell';
import { ConfirmStep, NoImplicitSubmit } from '@/staff/components/confirm-step';
import { DeskInput } from '@/staff/components/desk-field';
import { deskMetadata, openDesk, type SearchParams } from '@/staff/page-helpers';
import { eraseNotice } from '@/staff/notices';
import { eraseAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('erase.title');

/**
 * Erase by e-mail address, reference or phone number (the erase of `npm run bookings -- erase`),
 * behind the desk's confirmation step: only its red button sends `confirm=on`.
 */
export default async function ErasePage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const query = await searchParams;
  return (
    <DeskShell lang={lang} section="erase" title={t('erase.title')} {...eraseNotice(query, t)}>
      <p>{t('erase.intro')}</p>
      <form action={eraseAction} className="mt-4 max-w-xl space-y-4">
        <NoImplicitSubmit />
        <DeskInput
          id="erase-email"
          label={t('erase.email')}
          name="email"
          type="email"
          autoComplete="off"
        />
        <DeskInput
          id="erase-reference"
          label={t('erase.reference')}
          name="reference"
          autoComplete="off"
        />
        <DeskInput
          id="erase-phone"
          label={t('erase.phone')}
          name="phone"
          type="tel"
          autoComplete="off"
        />
        <ConfirmStep
          label={t('erase.submit')}
          question={t('erase.question')}
          confirm={t('erase.confirm')}
          submit={{ name: 'confirm', value: 'on' }}
          data="erase"
        />
      </form>
    </DeskShell>
  );
}
