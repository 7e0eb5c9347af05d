import { describe, expect, it } from 'vitest';
import { fitRooms, isHalfChosen, roomEntries, roomsForTimes } from './game-rooms';

const known = ['jungle', 'pirates', 'space'];

describe('roomEntries', () => {
  it('gives one entry per game, "let us choose" where nothing is named', () => {
    expect(roomEntries(undefined, 1)).toEqual(['']);
    expect(roomEntries('', 2)).toEqual(['', '']);
    expect(roomEntries('jungle', 2)).toEqual(['jungle', '']);
    expect(roomEntries(',pirates', 2)).toEqual(['', 'pirates']);
    expect(roomEntries('jungle,pirates', 1)).toEqual(['jungle']);
    expect(roomEntries('jungle', 0)).toEqual([]);
  });
});

describe('fitRooms (the package changes)', () => {
  it('keeps the one room when a one-game package becomes a two-game one', () => {
    expect(fitRooms('jungle', 2, known)).toBe('jungle,');
  });
  it('keeps the first named room when a two-game package becomes a one-game one', () => {
    expect(fitRooms('jungle,pirates', 1, known)).toBe('jungle');
    expect(fitRooms(',pirates', 1, known)).toBe('pirates');
  });
  it('drops rooms that do not exist and names none twice', () => {
    expect(fitRooms('gone,jungle', 2, known)).toBe('jungle,');
    expect(fitRooms('jungle,jungle', 2, known)).toBe('jungle,');
    expect(fitRooms(undefined, 1, known)).toBe('');
  });
});

describe('isHalfChosen', () => {
  it('is true only when some games are named and some are not', () => {
    expect(isHalfChosen(['jungle', ''])).toBe(true);
    expect(isHalfChosen(['', 'pirates'])).toBe(true);
    expect(isHalfChosen(['', ''])).toBe(false);
    expect(isHalfChosen(['jungle', 'pirates'])).toBe(false);
    expect(isHalfChosen(['jungle'])).toBe(false);
  });
});

describe('roomsForTimes', () => {
  it('names the rooms only when every game has a different one', () => {
    expect(roomsForTimes(['jungle'])).toBe('jungle');
    expect(roomsForTimes(['jungle', 'pirates'])).toBe('jungle,pirates');
    expect(roomsForTimes(['jungle', ''])).toBe('');
    expect(roomsForTimes(['jungle', 'jungle'])).toBe('');
    expect(roomsForTimes([''])).toBe('');
    expect(roomsForTimes([])).toBe('');
  });
});
