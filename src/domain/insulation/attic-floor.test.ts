// The attic's own floor (decision 079): rooms of the area calculator named for an attic, in English and Spanish.
import { describe, expect, it } from 'vitest';
import { atticRoomsOf, isAtticRoom } from './attic-floor';

const room = (RoomName: string, Total: number) => ({ Id: RoomName, RoomName, Width: 0, Length: 0, Total });

describe('the attic rooms of the area calculator', () => {
  it('are the rooms named for an attic, whatever else the name says', () => {
    expect(
      ['Attic', 'Main attic', 'garage ATTIC over porch', 'Ático', 'ático del garaje', 'Atico'].every(isAtticRoom),
    ).toBe(true);
    expect(['Living room', 'Atticus room', 'Fanático', 'Kitchen'].filter(isAtticRoom)).toEqual([]);
  });

  it('add up to the hundredth, and are none for a living room alone', () => {
    expect(atticRoomsOf({ Total: 168, AreaRoom: [room('Living room', 168)] })).toBeNull();
    expect(
      atticRoomsOf({
        Total: 1668.5,
        AreaRoom: [room('Main attic', 1200), room('Living room', 168), room('Garage attic', 300.5)],
      }),
    ).toEqual({ names: ['Main attic', 'Garage attic'], squareFeet: 1500.5 });
  });
});
