// What a party may add (the CMS's party extras): a per-child extra, or one the parent may take
// once, is a checkbox; one the parent may take several of is a select of quantities. Every
// control posts `extras` as `key:quantity`, so a form works the same without JavaScript. The
// booking form (./extras-select.tsx) and the manage page's change form
// (./party-change-form.client.tsx) both show these controls; their words come as strings
// (extrasStrings), so a page without next-intl's client runtime can show them too.
import { extrasValue, parseExtras, type BookingExtra } from '../rules/pricing';
import { fieldId, FieldError, FormStep, inputClass } from './field';

export interface ExtrasStrings {
  legend: string;
  hint: string;
  /** A select's "none". */
  none: string;
  /** Each extra's price as its control says it, by key: `4 € per child`, `5 € each, up to 30`. */
  prices: Record<string, string>;
}

/** The controls' words from `booking.fields` (`t`) and the extras' prices in the page's money. */
export function extrasStrings(
  extras: readonly BookingExtra[],
  t: (key: string, values?: Record<string, string | number>) => string,
  money: (cents: number) => string,
): ExtrasStrings {
  return {
    legend: t('extras'),
    hint: t('extrasHint'),
    none: t('extraNone'),
    prices: Object.fromEntries(
      extras.map((extra) => {
        const price = money(extra.priceCents);
        return [
          extra.key,
          extra.perChild
            ? t('extraPerChild', { price })
            : extra.max > 1
              ? t('extraEach', { price, max: extra.max })
              : t('extraOnce', { price }),
        ];
      }),
    ),
  };
}

export function ExtrasChoices({
  extras,
  value,
  error,
  strings,
  onChange,
  compact = false,
}: {
  extras: readonly BookingExtra[];
  value: string;
  error?: string;
  strings: ExtrasStrings;
  onChange: (value: string) => void;
  /** A legend as plain as the fields beside it (the change form), not a step's heading. */
  compact?: boolean;
}) {
  if (!extras.length) return null;
  const id = fieldId('extras');
  const chosen = parseExtras(value) ?? [];
  const quantityOf = (key: string) =>
    chosen.filter((choice) => choice.key === key).reduce((sum, choice) => sum + choice.quantity, 0);
  const set = (key: string, quantity: number) =>
    onChange(
      extrasValue(
        extras.map((extra) => ({
          key: extra.key,
          quantity: extra.key === key ? quantity : quantityOf(extra.key),
        })),
      ),
    );
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const list = (
    <>
      <p id={`${id}-hint`} className={compact ? 'mb-2 text-sm' : '-mt-1 mb-3 text-sm'}>
        {strings.hint}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2" id={id} tabIndex={-1}>
        {extras.map((extra) => {
          const control = `${id}-${extra.key}`;
          const hint = strings.prices[extra.key] ?? '';
          const quantity = Math.min(quantityOf(extra.key), extra.max);
          if (extra.perChild || extra.max === 1)
            return (
              <li key={extra.key}>
                <label
                  htmlFor={control}
                  className="flex h-full cursor-pointer items-start gap-3 rounded-xl border-2 border-grey/50 bg-white px-4 py-3 has-[:checked]:border-brand has-[:checked]:bg-brand-tint has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink"
                  data-extra={extra.key}
                >
                  <input
                    id={control}
                    type="checkbox"
                    name="extras"
                    value={`${extra.key}:1`}
                    checked={quantity > 0}
                    onChange={(event) => set(extra.key, event.target.checked ? 1 : 0)}
                    className="mt-1 size-5 shrink-0 accent-[#b0470c]"
                  />
                  <span>
                    <span className="block font-bold text-ink">{extra.name}</span>
                    <span className="block text-sm">{hint}</span>
                  </span>
                </label>
              </li>
            );
          return (
            <li
              key={extra.key}
              className={`rounded-xl border-2 px-4 py-3 ${quantity > 0 ? 'border-brand bg-brand-tint' : 'border-grey/50 bg-white'}`}
              data-extra={extra.key}
            >
              <label htmlFor={control} className="block font-bold text-ink">
                {extra.name}
              </label>
              <span id={`${control}-hint`} className="block text-sm">
                {hint}
              </span>
              <select
                id={control}
                name="extras"
                aria-describedby={`${control}-hint`}
                value={quantity > 0 ? `${extra.key}:${quantity}` : ''}
                onChange={(event) =>
                  set(extra.key, Number(event.target.value.split(':')[1] ?? 0) || 0)
                }
                className={inputClass}
              >
                <option value="">{strings.none}</option>
                {Array.from({ length: extra.max }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={`${extra.key}:${count}`}>
                    {count}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <FieldError id={id} error={error} />
    </>
  );
  if (compact)
    return (
      <fieldset aria-describedby={describedBy} data-field="extras">
        <legend className="font-bold text-ink">{strings.legend}</legend>
        {list}
      </fieldset>
    );
  return (
    <FormStep legend={strings.legend} aria-describedby={describedBy} data-field="extras">
      {list}
    </FormStep>
  );
}
