import { getDatabase } from '@/lib/db/client';
import { listBlocks } from '@/booking/db/blocks-repository';
import { ALL_RESOURCES } from '@/booking/db/repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { deskResources, venueDate, venueTime } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, button } from '@/staff/components/desk-shell';
import { ConfirmStep } from '@/staff/components/confirm-step';
import { DeskInput, DeskSelect, DeskTimeRange } from '@/staff/components/desk-field';
import { DeskList } from '@/staff/components/desk-list';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';
import { addBlockAction, removeBlockAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('blocks.title');

/** Block a time on one room or hall, or on everything; the blocks ahead, each unblocked after a confirmation step. */
export default async function BlocksPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const params = await searchParams;
  const context = await loadBookingContext(lang);
  const resources = deskResources(context);
  const nameOf = (id: string) => {
    if (id === ALL_RESOURCES) return t('blocks.all');
    const found = resources.find((resource) => resource.id === id);
    return found
      ? found.kind === 'hall'
        ? t('day.hall', { number: found.hall! })
        : found.title
      : id;
  };
  const when = (block: { startsAt: Date; endsAt: Date }) =>
    `${venueDate(block.startsAt)} ${venueTime(block.startsAt)} – ${venueDate(block.endsAt)} ${venueTime(block.endsAt)}`;
  const now = new Date();
  const blocks = await listBlocks(
    (await getDatabase()).db,
    now,
    new Date(now.getTime() + 400 * 86_400_000),
  );
  const today = venueDate(now);
  const done = param(params, 'done');
  const error = param(params, 'error');
  return (
    <DeskShell
      lang={lang}
      section="blocks"
      title={t('blocks.title')}
      notice={
        done === 'added' ? t('blocks.added') : done === 'removed' ? t('blocks.removed') : undefined
      }
      error={
        error === 'invalid'
          ? t('blocks.invalid')
          : error === 'cross-site'
            ? t('crossSite')
            : undefined
      }
    >
      <p>{t('blocks.intro')}</p>
      <form
        action={addBlockAction}
        className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2"
        data-block-form
      >
        <DeskSelect
          id="block-resource"
          className="sm:col-span-2"
          label={t('blocks.resource')}
          name="resource"
          defaultValue={ALL_RESOURCES}
        >
          <option value={ALL_RESOURCES}>{t('blocks.all')}</option>
          {resources.map((resource) => (
            <option key={resource.id} value={resource.id}>
              {nameOf(resource.id)}
            </option>
          ))}
        </DeskSelect>
        <DeskTimeRange
          id="block"
          labels={{
            fromDate: t('blocks.fromDate'),
            fromTime: t('blocks.fromTime'),
            toDate: t('blocks.toDate'),
            toTime: t('blocks.toTime'),
          }}
          date={today}
          times={{ from: '09:00', to: '12:00' }}
        />
        <DeskInput
          id="block-label"
          className="sm:col-span-2"
          label={t('blocks.label')}
          name="label"
          maxLength={120}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={button}>
            {t('blocks.submit')}
          </button>
        </div>
      </form>
      <h2 className="mt-8 font-display text-xl font-bold">{t('blocks.list')}</h2>
      <DeskList items={blocks} empty={t('blocks.empty')} className="mt-2 space-y-2">
        {(block) => (
          <li
            key={block.id}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3"
            data-block={block.id}
          >
            <span className="min-w-0 grow break-words">
              <strong>{nameOf(block.resource)}</strong> · {when(block)}
              {block.label ? ` · ${block.label}` : ''}
            </span>
            <ConfirmStep
              label={t('blocks.unblock')}
              name={t('blocks.unblockOne', { what: nameOf(block.resource), when: when(block) })}
              question={t('blocks.unblockQuestion', {
                what: nameOf(block.resource),
                when: when(block),
              })}
              confirm={t('blocks.unblockConfirm')}
              form={{ action: removeBlockAction, fields: { id: block.id } }}
              data="unblock"
            />
          </li>
        )}
      </DeskList>
    </DeskShell>
  );
}
