// The toolbox's area calculator (docs/product-rules.md#screens): rooms of whole-foot width
// and length, each totalled, and the area total. Every function returns a new
// Area; the one it was given is left as it was.
import type { Area, AreaRoom } from '../contract/model';
import { finiteOrZero } from '../money';

export interface RoomPatch {
  RoomName?: string;
  Width?: string | number;
  Length?: string | number;
}

/** Whole feet as parseInt reads them ('12.9 ft' -> 12); invalid or negative -> 0. */
export function parseDimension(value: string | number | null | undefined): number {
  let parsed: number;
  if (typeof value === 'number') parsed = Number.isFinite(value) ? Math.trunc(value) : 0;
  else if (typeof value === 'string') parsed = Number.parseInt(value.trim(), 10);
  else parsed = 0;
  // `+ 0` turns -0 (from '-0' or -0.5) into 0.
  return Number.isNaN(parsed) || parsed < 0 ? 0 : parsed + 0;
}

export function roomTotal(room: Pick<AreaRoom, 'Width' | 'Length'>): number {
  return parseDimension(room.Length) * parseDimension(room.Width);
}

export function areaTotal(rooms: readonly AreaRoom[]): number {
  return rooms.reduce((sum, room) => sum + finiteOrZero(room.Total), 0);
}

function blankRoom(id: string): AreaRoom {
  return { Id: id, RoomName: '', Width: 0, Length: 0, Total: 0 };
}

function withRooms(rooms: AreaRoom[]): Area {
  return { Total: areaTotal(rooms), AreaRoom: rooms };
}

export function defaultArea(newRoomId: string): Area {
  return withRooms([blankRoom(newRoomId)]);
}

/** Applies the typed values to one room and totals it and the area again. */
export function updateRoom(area: Area, roomId: string, patch: RoomPatch): Area {
  return withRooms(
    area.AreaRoom.map((room) => {
      if (room.Id !== roomId) return room;
      const Width = patch.Width === undefined ? room.Width : parseDimension(patch.Width);
      const Length = patch.Length === undefined ? room.Length : parseDimension(patch.Length);
      const RoomName = patch.RoomName ?? room.RoomName;
      return { ...room, RoomName, Width, Length, Total: roomTotal({ Width, Length }) };
    }),
  );
}

export function addRoom(area: Area, newId: string): Area {
  return withRooms([...area.AreaRoom, blankRoom(newId)]);
}

/** Removes a room; the area never ends up empty, a blank room takes the last one's place. */
export function removeRoom(area: Area, roomId: string, newId: string): Area {
  const rooms = area.AreaRoom.filter((room) => room.Id !== roomId);
  return withRooms(rooms.length > 0 ? rooms : [blankRoom(newId)]);
}
