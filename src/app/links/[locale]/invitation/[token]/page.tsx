// A party's invitation (`/pozivnica/<token>`, `/en/invitation/<token>`; the proxy rewrites them
// here): src/booking/invitations/ui/invitation-view.tsx. One that is off, forged or over: the
// not-found page beside this one ("this invitation is no longer active", 404).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readLocale } from '@/components/page/locale';
import { bookingTranslator } from '@/booking/rules/translate';
import { loadInvitationPage, readDraft } from '@/booking/invitations/page-data';
import { InvitationView } from '@/booking/invitations/ui/invitation-view';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function InvitationPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const token = decodeURIComponent((await params).token);
  const data = await loadInvitationPage(token, locale);
  if (!data) notFound();
  const t = bookingTranslator(locale, 'invitations.page');
  const { venueAddress, ...opened } = data;
  const query = await searchParams;
  return (
    <>
      <title>{`${t('title', { child: opened.invitation.childName })} | Cluville`}</title>
      <InvitationView
        locale={locale}
        token={token}
        opened={opened}
        venueAddress={venueAddress}
        answered={query.answered === '1'}
        draft={await readDraft(query, 'answer', locale)}
      />
    </>
  );
}
