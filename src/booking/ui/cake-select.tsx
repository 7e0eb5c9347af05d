// With or without the cake: a radio group, each choice saying what it does to the price.
import { useTranslations } from 'next-intl';
import { fieldId, FieldError } from './field';

export function CakeSelect({
  value,
  error,
  cakePrice,
  onChange,
}: {
  value: string;
  error?: string;
  cakePrice?: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('booking.fields');
  const id = fieldId('cake');
  const choices = [
    { value: 'yes', label: t('withCake'), hint: t('withCakeHint') },
    {
      value: 'no',
      label: t('withoutCake'),
      hint: cakePrice ? t('withoutCakeHint', { price: cakePrice }) : '',
    },
  ];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-field="cake">
      <legend className="font-bold text-ink">{t('cake')}</legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-2" id={id} tabIndex={-1}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-grey/50 bg-white px-4 py-3 has-[:checked]:border-brand has-[:checked]:bg-brand-tint has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink"
          >
            <input
              type="radio"
              name="cake"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-5 accent-[#b0470c]"
            />
            <span>
              <span className="block font-bold text-ink">{choice.label}</span>
              {choice.hint && <span className="block text-sm">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
