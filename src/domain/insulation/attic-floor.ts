// The attic's own floor (docs/decisions/079-the-attics-own-floor.md): what its ventilation is sized from, stated by
// the agent, or taken from the area calculator's rooms named for an attic; never the whole house's measured area.
import type { Area } from '../contract/model';

/** Larger than any house's attic; a typing slip beyond it is refused. */
export const MAX_ATTIC_FLOOR = 100_000;

/** 'Attic', 'Main attic', 'Garage attic over the porch', 'Ático': a room of the area calculator that is an attic. */
export function isAtticRoom(name: string): boolean {
  return /(^|[^\p{L}])(attic|[áa]tico)(?!\p{L})/iu.test(name.normalize('NFC'));
}

/** The area calculator's attic rooms and their floor, to the hundredth of a square foot; null when it has none. */
export function atticRoomsOf(area: Area): { names: string[]; squareFeet: number } | null {
  const rooms = area.AreaRoom.filter((room) => isAtticRoom(room.RoomName));
  if (rooms.length === 0) return null;
  const hundredths = rooms.reduce((sum, room) => sum + Math.round(room.Total * 100), 0);
  return { names: rooms.map((room) => room.RoomName), squareFeet: hundredths / 100 };
}
