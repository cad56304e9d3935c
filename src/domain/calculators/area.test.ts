import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Area, AreaRoom } from '../contract/model';
import {
  addRoom,
  areaTotal,
  defaultArea,
  feetOf,
  formatLength,
  inchesOf,
  parseLength,
  removeRoom,
  roomTotal,
  updateRoom,
} from './area';

function room(Id: string, Width: number, Length: number, RoomName = ''): AreaRoom {
  return { Id, RoomName, Width, Length, Total: Width * Length };
}

function area(...rooms: AreaRoom[]): Area {
  return { Total: rooms.reduce((sum, r) => sum + r.Total, 0), AreaRoom: rooms };
}

const blank = (Id: string): AreaRoom => ({ Id, RoomName: '', Width: 0, Length: 0, Total: 0 });

describe('parseLength', () => {
  const feet = (text: string) => {
    const read = parseLength(text);
    return read.ok ? read.feet : read.message;
  };

  it('reads feet, decimal feet, and feet and inches, to the inch', () => {
    expect(feet('12')).toBe(12);
    expect(feet(' 14.5 ')).toBe(14.5);
    expect(feet('14 ft')).toBe(14);
    expect(feet(`14' 6"`)).toBe(14.5);
    expect(feet(`14'6`)).toBe(14.5);
    expect(feet('14 ft 6 in')).toBe(14.5);
    expect(feet('14’ 7”')).toBe(14.5833);
    expect(feet('174"')).toBe(14.5);
    expect(feet('174 in')).toBe(14.5);
    expect(feet('.5')).toBe(0.5);
    expect(feet('')).toBe(0);
  });

  it('keeps a decimal of a foot to the nearest inch', () => {
    // 14.33 ft is 171.96 in: 172 in, or 14' 4".
    expect(feet('14.33')).toBe(14.3333);
    expect(formatLength(14.3333)).toBe(`14' 4"`);
    expect(feet('14.04')).toBe(14);
  });

  it('refuses what it cannot read, with how to type it', () => {
    const how = `Type feet, or feet and inches: 14.5 or 14' 6"`;
    for (const text of ['twelve', '-3', '14 6', '1e3', '12,5', `6"14'`]) expect(feet(text)).toBe(how);
    expect(feet(`14' 12"`)).toBe(`Inches go up to 11: ${how}`);
    expect(feet('10000')).toBe('A room is less than 10,000 ft long');
  });
});

describe('formatLength', () => {
  it('shows whole feet as a number and the rest in feet and inches', () => {
    expect(formatLength(12)).toBe('12');
    expect(formatLength(14.5)).toBe(`14' 6"`);
    expect(formatLength(14.5833)).toBe(`14' 7"`);
    expect(formatLength(0.25)).toBe(`0' 3"`);
    expect(formatLength(0)).toBe('');
    expect(formatLength(Number.NaN)).toBe('');
  });
});

describe('roomTotal and areaTotal', () => {
  it('multiplies length by width to the hundredth and sums the rooms', () => {
    expect(roomTotal({ Width: 12, Length: 15 })).toBe(180);
    // The example: 12 ft by 14.5 ft is 174 sq ft, not 168.
    expect(roomTotal({ Width: 12, Length: 14.5 })).toBe(174);
    // 151 in x 123 in = 18,573 sq in = 128.979... sq ft.
    expect(roomTotal({ Width: feetOf(151), Length: feetOf(123) })).toBe(128.98);
    expect(areaTotal([room('a', 12, 15), room('b', 10, 10)])).toBe(280);
    expect(areaTotal([])).toBe(0);
  });

  it('adds totals in hundredths, so that no float drifts into the sum', () => {
    const rooms = [0.1, 0.2, 128.98].map((Total, i) => ({ ...blank(String(i)), Total }));
    expect(areaTotal(rooms)).toBe(129.28);
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
    const next = updateRoom(start, 'b', { Width: 20, Length: 11 });
    expect(next.AreaRoom[1]).toEqual({ Id: 'b', RoomName: 'Garage', Width: 20, Length: 11, Total: 220 });
    expect(next.AreaRoom[0]).toBe(start.AreaRoom[0]);
    expect(next.Total).toBe(400);
  });

  it('keeps the fields the patch leaves out', () => {
    const next = updateRoom(start, 'a', { RoomName: 'Upper attic' });
    expect(next.AreaRoom[0]).toEqual({ Id: 'a', RoomName: 'Upper attic', Width: 12, Length: 15, Total: 180 });
  });

  it('keeps a width to the inch and totals it to the hundredth', () => {
    const next = updateRoom(start, 'b', { Width: 12.6, Length: 10.25 });
    // 12.6 ft is 151.2 in: 151 in, or 12' 7". 10.25 ft is 123 in.
    expect(next.AreaRoom[1]).toMatchObject({ Width: 12.5833, Length: 10.25, Total: 128.98 });
    expect(next.Total).toBe(308.98);
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
    updateRoom(start, 'a', { Width: 3, Length: 4, RoomName: 'x' });
    addRoom(start, 'n');
    removeRoom(start, 'a', 'n');
    removeRoom(removeRoom(start, 'a', 'n'), 'b', 'm');
    expect(start).toEqual(copy);
  });

  it('keeps every length to the inch and the area total equal to the sum of its rooms, to the hundredth', () => {
    const edit = fc.record({
      index: fc.nat(3),
      width: fc.double({ min: 0, max: 500, noNaN: true }),
      length: fc.double({ min: 0, max: 500, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 20 }), (edits) => {
        let current = area(room('a', 0, 0), room('b', 0, 0), room('c', 0, 0), room('d', 0, 0));
        for (const { index, width, length } of edits) {
          current = updateRoom(current, ['a', 'b', 'c', 'd'][index] ?? 'a', { Width: width, Length: length });
        }
        let hundredths = 0;
        for (const r of current.AreaRoom) {
          expect(feetOf(inchesOf(r.Width))).toBe(r.Width);
          expect(Math.abs(r.Total * 144 - inchesOf(r.Width) * inchesOf(r.Length))).toBeLessThanOrEqual(0.005 * 144);
          hundredths += Math.round(r.Total * 100);
        }
        expect(current.Total).toBe(hundredths / 100);
      }),
    );
  });
});
