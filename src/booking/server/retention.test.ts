import { describe, expect, it } from 'vitest';
import { erasureMatchOf } from './retention';

describe('what the desk erase form names', () => {
  it('one well-formed field: an address, a reference (any case) or a phone number', () => {
    expect(erasureMatchOf({ email: ' ana@example.com ' })).toEqual({ email: 'ana@example.com' });
    expect(erasureMatchOf({ reference: 'clv-abcde', email: '' })).toEqual({
      reference: 'CLV-ABCDE',
    });
    expect(erasureMatchOf({ phone: '+382 (67) 123-456' })).toEqual({
      phone: '+382 (67) 123-456',
    });
  });

  it('nothing when no field, several fields or a malformed one is given', () => {
    expect(erasureMatchOf({})).toBeUndefined();
    expect(erasureMatchOf({ email: 'ana@example.com', phone: '067123456' })).toBeUndefined();
    expect(erasureMatchOf({ email: 'ana' })).toBeUndefined();
    expect(erasureMatchOf({ reference: 'CLV-1' })).toBeUndefined();
    expect(erasureMatchOf({ phone: '12345' })).toBeUndefined();
    expect(erasureMatchOf({ phone: 'call me 067123456' })).toBeUndefined();
  });
});
