import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Area, AreaRoom } from '../contract/model';
import { addRoom, areaTotal, defaultArea, parseDimension, removeRoom, roomTotal, updateRoom } from './area';

function room(Id: string, Width: number, Length: number, RoomName = ''): AreaRoom {
  return { Id, RoomName, Width, Length, Total: Width * Length };
}

function area(...rooms: AreaRoom[]): Area {
  return { Total: rooms.reduce((sum, r) => sum + r.Total, 0), AreaRoom: rooms };
}

const blank = (Id: string): AreaRoom => ({ Id, RoomName: '', Width: 0, Length: 0, Total: 0 });

describe('parseDimension', () => {
  it('reads whole feet like parseInt', () => {
    expect(parseDimension('12')).toBe(12);
    expect(parseDimension(' 12 ')).toBe(12);
    expect(parseDimension('12.9')).toBe(12);
    expect(parseDimension('12ft')).toBe(12);
    expect(parseDimension('012')).toBe(12);
    expect(parseDimension(15.7)).toBe(15);
  });

  it('gives 0 for invalid or negative values', () => {
    for (const value of ['', 'abc', 'ft12', '-3', '-0', -2, NaN, Infinity, null, undefined]) {
      expect(Object.is(parseDimension(value), 0)).toBe(true);
    }
  });
});

describe('roomTotal and areaTotal', () => {
  it('multiplies length by width and sums the rooms', () => {
    expect(roomTotal({ Width: 12, Length: 15 })).toBe(180);
    expect(areaTotal([room('a', 12, 15), room('b', 10, 10)])).toBe(280);
    expect(areaTotal([])).toBe(0);
  });

  it('counts a stored non-number total as 0', () => {
    const broken = { ...room('a', 1, 1), Total: Number.NaN };
    expect(areaTotal([broken, room('b', 2, 3)])).toBe(6);
  });
});

describe('defaultArea', () => {
  it('holds one blank room', () => {
    expect(defaultArea('r1')).toEqual({ Total: 0, AreaRoom: [blank('r1')] });
  });
});

describe('updateRoom', () => {
  const start = area(room('a', 12, 15, 'Attic'), room('b', 10, 10, 'Garage'));

  it('totals the changed room and the area again', () => {
    const next = updateRoom(start, 'b', { Width: '20', Length: 11 });
    expect(next.AreaRoom[1]).toEqual({ Id: 'b', RoomName: 'Garage', Width: 20, Length: 11, Total: 220 });
    expect(next.AreaRoom[0]).toBe(start.AreaRoom[0]);
    expect(next.Total).toBe(400);
  });

  it('keeps the fields the patch leaves out', () => {
    const next = updateRoom(start, 'a', { RoomName: 'Upper attic' });
    expect(next.AreaRoom[0]).toEqual({ Id: 'a', RoomName: 'Upper attic', Width: 12, Length: 15, Total: 180 });
  });

  it('stores what it cannot read as 0', () => {
    const next = updateRoom(start, 'a', { Width: 'twelve' });
    expect(next.AreaRoom[0]?.Width).toBe(0);
    expect(next.AreaRoom[0]?.Total).toBe(0);
    expect(next.Total).toBe(100);
  });

  it('changes nothing for an unknown room', () => {
    expect(updateRoom(start, 'zz', { Width: 1 })).toEqual(start);
  });
});

describe('addRoom and removeRoom', () => {
  it('appends a blank room', () => {
    const next = addRoom(area(room('a', 12, 15)), 'n');
    expect(next.AreaRoom.map((r) => r.Id)).toEqual(['a', 'n']);
    expect(next.AreaRoom[1]).toEqual(blank('n'));
    expect(next.Total).toBe(180);
  });

  it('removes a room and totals again', () => {
    const next = removeRoom(area(room('a', 12, 15), room('b', 10, 10)), 'a', 'n');
    expect(next).toEqual(area(room('b', 10, 10)));
  });

  it('leaves one blank room when the last is removed', () => {
    expect(removeRoom(area(room('a', 12, 15)), 'a', 'n')).toEqual({ Total: 0, AreaRoom: [blank('n')] });
  });
});

describe('purity', () => {
  it('never changes the area it is given', () => {
    const start = area(room('a', 12, 15, 'Attic'), room('b', 10, 10));
    const copy = structuredClone(start);
    updateRoom(start, 'a', { Width: 3, Length: '4', RoomName: 'x' });
    addRoom(start, 'n');
    removeRoom(start, 'a', 'n');
    removeRoom(removeRoom(start, 'a', 'n'), 'b', 'm');
    expect(start).toEqual(copy);
  });

  it('keeps the area total equal to the sum of length x width', () => {
    const edit = fc.record({
      index: fc.nat(3),
      width: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.string()),
      length: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.string()),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 20 }), (edits) => {
        let current = area(room('a', 0, 0), room('b', 0, 0), room('c', 0, 0), room('d', 0, 0));
        for (const { index, width, length } of edits) {
          current = updateRoom(current, ['a', 'b', 'c', 'd'][index] ?? 'a', { Width: width, Length: length });
        }
        const expected = current.AreaRoom.reduce((sum, r) => sum + r.Width * r.Length, 0);
        expect(current.Total).toBe(expected);
        for (const r of current.AreaRoom) expect(r.Width).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
