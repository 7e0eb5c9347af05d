import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';

function lineOf(fields: Record<string, unknown>): Record<string, unknown> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  logger.error('test.event', fields);
  return JSON.parse(String(spy.mock.calls[0]![0])) as Record<string, unknown>;
}

afterEach(() => vi.restoreAllMocks());

describe('logger', () => {
  it('describes a database error by code, constraint and table only, whatever the driver', () => {
    // postgres.js names them constraint_name and table_name; Drizzle wraps the driver's error
    // in one whose message holds the query and every parameter.
    const driver = Object.assign(
      new Error('new row for relation "booking_requests" violates check constraint "x"'),
      { code: '23514', severity: 'ERROR', constraint_name: 'x', table_name: 'booking_requests' },
    );
    const wrapped = Object.assign(
      new Error('Failed query: insert into "booking_requests" ... params: Ana,ana@example.com'),
      {
        name: 'DrizzleQueryError',
        query: 'insert …',
        params: ['Ana', 'ana@example.com'],
        cause: driver,
      },
    );
    const line = lineOf({ error: wrapped });
    expect(line.error).toEqual({
      name: 'DatabaseError',
      code: '23514',
      constraint: 'x',
      table: 'booking_requests',
    });
    expect(JSON.stringify(line)).not.toContain('ana@example.com');
  });

  it('masks e-mail addresses in other errors and in every string', () => {
    const smtp = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 <ana.p@example.co.me>: Recipient address rejected",
      ),
      { code: 'EENVELOPE' },
    );
    const line = lineOf({
      error: smtp,
      note: 'for ana.p@example.co.me',
      nested: { list: ['x@y.me'] },
    });
    expect(line.error).toEqual({
      name: 'Error',
      code: 'EENVELOPE',
      message:
        "Can't send mail - all recipients were rejected: 550 <[email]>: Recipient address rejected",
    });
    expect(line.note).toBe('for [email]');
    expect(line.nested).toEqual({ list: ['[email]'] });
  });
});
