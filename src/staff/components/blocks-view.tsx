// Blocked times (src/staff/loaders/lists.ts): the form that blocks a time on one room or hall, or
// on everything, and the blocks ahead, each unblocked after a confirmation step.
import type { Locale } from '@/content/types';
import { formatDeskSpan } from '@/lib/format';
import { addBlockAction, removeBlockAction } from '../actions';
import type { Blocks } from '../loaders/lists';
import type { StaffTranslate } from '../translate';
import { ConfirmStep } from './confirm-step';
import { DeskInput, DeskSelect, DeskTimeRange } from './desk-field';
import { DeskList } from './desk-list';
import { button } from './desk-styles';

export function BlocksView({ data, lang, t }: { data: Blocks; lang: Locale; t: StaffTranslate }) {
  const when = (block: { startsAt: Date; endsAt: Date }) =>
    formatDeskSpan(block.startsAt, block.endsAt, lang);
  return (
    <>
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
          defaultValue={data.choices[0]?.id}
        >
          {data.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
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
          date={data.today}
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
      <DeskList items={data.blocks} empty={t('blocks.empty')} className="mt-2 space-y-2">
        {(block) => (
          <li
            key={block.id}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3"
            data-block={block.id}
          >
            <span className="min-w-0 grow break-words">
              <strong>{block.name}</strong> · {when(block)}
              {block.label ? ` · ${block.label}` : ''}
            </span>
            <ConfirmStep
              label={t('blocks.unblock')}
              name={t('blocks.unblockOne', { what: block.name, when: when(block) })}
              question={t('blocks.unblockQuestion', { what: block.name, when: when(block) })}
              confirm={t('blocks.unblockConfirm')}
              form={{ action: removeBlockAction, fields: { id: block.id } }}
              data="unblock"
            />
          </li>
        )}
      </DeskList>
    </>
  );
}
