import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './nav-items';

describe('isNavItemActive', () => {
  it('marks Rooms active on the list and on a room', () => {
    expect(isNavItemActive('/rooms', '/rooms')).toBe(true);
    expect(isNavItemActive('/rooms', '/rooms/pirate-treasure')).toBe(true);
  });

  it('marks Home active only on the home page', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/rooms')).toBe(false);
    expect(isNavItemActive('/', '/news/some-post')).toBe(false);
  });

  it('does not mark News active on Rooms, nor Rooms on a path that merely starts the same', () => {
    expect(isNavItemActive('/news', '/rooms')).toBe(false);
    expect(isNavItemActive('/news', '/news/halloween')).toBe(true);
    expect(isNavItemActive('/rooms', '/roomsxyz')).toBe(false);
  });

  it('marks exactly one header item active on a room page', () => {
    const active = navItems.filter((item) => isNavItemActive(item.href, '/rooms/dragons-cave'));
    expect(active.map((item) => item.key)).toEqual(['rooms']);
  });
});
