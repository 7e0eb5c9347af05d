// The booking form's extras (./extras-choices.tsx), in the words of `booking.fields`.
import { useTranslations } from 'next-intl';
import type { BookingExtra } from '../rules/pricing';
import { ExtrasChoices, extrasStrings } from './extras-choices';

export function ExtrasSelect({
  extras,
  value,
  error,
  money,
  onChange,
}: {
  extras: BookingExtra[];
  value: string;
  error?: string;
  money: (cents: number) => string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('booking.fields');
  return (
    <ExtrasChoices
      extras={extras}
      value={value}
      error={error}
      strings={extrasStrings(extras, t, money)}
      onChange={onChange}
    />
  );
}
