// The birthday package, the cake option, the number of children and the birthday child's age
// (optional: it orders the game rooms).
import { useTranslations } from 'next-intl';
import type { BookingPackage } from '../rules/rules-context';
import { EXTRA_CHILD_PRICE_CENTS } from '../rules/pricing';
import type { FieldErrors } from '../rules/fields';
import { BOOKING_LIMITS } from '../rules/fields';
import { CakeSelect } from './cake-select';
import { controlProps, Field, FormStep, inputClass, RequiredField } from './field';

export function PackageSelect({
  packages,
  values,
  errors,
  money,
  onChange,
}: {
  packages: BookingPackage[];
  values: Record<string, string>;
  errors: FieldErrors;
  money: (cents: number) => string;
  onChange: (name: string, value: string) => void;
}) {
  const form = { values, errors, onChange };
  const t = useTranslations('booking');
  const chosen = packages.find((item) => item.slug === values.package);
  const childrenHint = chosen
    ? t('fields.childrenHint', {
        count: chosen.childrenIncluded,
        price: money(EXTRA_CHILD_PRICE_CENTS),
      })
    : t('fields.childrenHintNoPackage');
  return (
    <FormStep legend={t('legends.party')} className="grid gap-5 md:grid-cols-2">
      <Field name="package" label={t('fields.package')} error={errors.package}>
        <select
          {...controlProps('package', errors.package)}
          required
          aria-required="true"
          value={values.package ?? ''}
          onChange={(event) => onChange('package', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('fields.packagePlaceholder')}</option>
          {packages.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name} – {money(item.priceCents)}
            </option>
          ))}
        </select>
      </Field>
      <RequiredField
        name="children"
        label={t('fields.children')}
        hint={childrenHint}
        type="number"
        inputMode="numeric"
        min={BOOKING_LIMITS.childrenMin}
        max={BOOKING_LIMITS.childrenMax}
        form={form}
      />
      <Field name="age" label={t('fit.age')} hint={t('fit.ageHint')} error={errors.age}>
        <input
          {...controlProps('age', errors.age, t('fit.ageHint'))}
          type="number"
          inputMode="numeric"
          min={BOOKING_LIMITS.ageMin}
          max={BOOKING_LIMITS.ageMax}
          value={values.age ?? ''}
          onChange={(event) => onChange('age', event.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="md:col-span-2">
        <CakeSelect
          value={values.cake ?? 'yes'}
          error={errors.cake}
          cakePrice={chosen ? money(chosen.cakePriceCents) : undefined}
          onChange={(value) => onChange('cake', value)}
        />
      </div>
    </FormStep>
  );
}
