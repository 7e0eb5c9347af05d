import { describe, expect, it } from 'vitest';
import { isConnectionLoss, retryOnConnectionLoss } from './connection-loss';

const coded = (code: string, wrapped = false) => {
  const driver = Object.assign(new Error('terminating connection due to administrator command'), {
    code,
  });
  return wrapped
    ? Object.assign(new Error('Failed query'), { name: 'DrizzleQueryError', cause: driver })
    : driver;
};

describe('retryOnConnectionLoss', () => {
  it('recognises a dropped connection directly and under a wrapper, and not a broken query', () => {
    expect(isConnectionLoss(coded('57P01'))).toBe(true);
    expect(isConnectionLoss(coded('57P01', true))).toBe(true);
    expect(isConnectionLoss(coded('08006'))).toBe(true);
    expect(isConnectionLoss(coded('CONNECTION_CLOSED', true))).toBe(true);
    expect(isConnectionLoss(coded('23P01', true))).toBe(false);
    expect(isConnectionLoss(coded('42P01'))).toBe(false);
    expect(isConnectionLoss(new Error('plain'))).toBe(false);
  });

  it('tries again after a lost connection and returns the next result', async () => {
    const seen: number[] = [];
    const result = await retryOnConnectionLoss(async (attempt) => {
      seen.push(attempt);
      if (attempt === 1) throw coded('57P01', true);
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(seen).toEqual([1, 2]);
  });

  it('does not repeat work that failed for another reason', async () => {
    let calls = 0;
    await expect(
      retryOnConnectionLoss(async () => {
        calls += 1;
        throw coded('23P01', true);
      }),
    ).rejects.toMatchObject({ name: 'DrizzleQueryError' });
    expect(calls).toBe(1);
  });

  it('gives up after the attempts, and at once when the answer is no longer wanted', async () => {
    let calls = 0;
    await expect(
      retryOnConnectionLoss(
        async () => {
          calls += 1;
          throw coded('57P01');
        },
        { attempts: 3 },
      ),
    ).rejects.toMatchObject({ code: '57P01' });
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryOnConnectionLoss(
        async () => {
          calls += 1;
          throw coded('57P01');
        },
        { stillWanted: () => false },
      ),
    ).rejects.toMatchObject({ code: '57P01' });
    expect(calls).toBe(1);
  });
});
