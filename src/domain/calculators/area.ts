// The toolbox's area calculator (docs/product-rules.md#screens, decision 060): rooms measured to the inch, each
// totalled to the hundredth of a square foot, and the area total. Every function returns a new Area; the one it
// was given is left as it was.
import type { Area, AreaRoom } from '../contract/model';
import { finiteOrZero } from '../money';

export interface RoomPatch {
  RoomName?: string;
  /** Feet; kept to the nearest inch. */
  Width?: number;
  Length?: number;
}

export type LengthReading = { ok: true; feet: number } | { ok: false; message: string };

/** Lengths stay below this many feet, far above any house. */
export const LENGTH_LIMIT_FEET = 10_000;

const NUMBER = String.raw`(\d+(?:\.\d*)?|\.\d+)`;
const FEET = String.raw`(?:'|′|ft\.?|feet|foot)`;
const INCHES = String.raw`(?:"|″|''|in\.?|inch|inches)`;
const DECIMAL_FEET = new RegExp(String.raw`^${NUMBER}\s*${FEET}?$`, 'i');
const FEET_AND_INCHES = new RegExp(String.raw`^(\d+)\s*${FEET}\s*,?\s*${NUMBER}\s*${INCHES}?$`, 'i');
const INCHES_ONLY = new RegExp(String.raw`^${NUMBER}\s*${INCHES}$`, 'i');

const HOW = `Type feet, or feet and inches: 14.5 or 14' 6"`;

/** Whole inches of a length in feet (stored feet are kept to the inch, so this undoes feetOf exactly). */
export function inchesOf(feet: number): number {
  return Number.isFinite(feet) && feet > 0 ? Math.round(feet * 12) : 0;
}

/** Feet of a whole number of inches, to the 4 decimals the cloud keeps (14' 7" -> 14.5833). */
export function feetOf(inches: number): number {
  return Math.round((inches / 12) * 10_000) / 10_000;
}

function reading(inches: number): LengthReading {
  if (!Number.isFinite(inches)) return { ok: false, message: HOW };
  const whole = Math.round(inches);
  if (whole >= LENGTH_LIMIT_FEET * 12) return { ok: false, message: `A room is less than 10,000 ft long` };
  return { ok: true, feet: feetOf(whole) };
}

/**
 * What the agent typed as a width or length: '14.5', '14 ft', `14' 6"`, `14'6`, '14 ft 6 in', `174"`.
 * Kept to the nearest inch (14.33 ft is 14' 4"); blank is 0.
 */
export function parseLength(text: string): LengthReading {
  const typed = text.trim().replaceAll('’', "'").replaceAll('”', '"');
  if (typed === '') return { ok: true, feet: 0 };
  const feetAndInches = FEET_AND_INCHES.exec(typed);
  if (feetAndInches) {
    const inches = Number(feetAndInches[2]);
    if (inches >= 12) return { ok: false, message: `Inches go up to 11: ${HOW}` };
    return reading(Number(feetAndInches[1]) * 12 + inches);
  }
  const inchesOnly = INCHES_ONLY.exec(typed);
  if (inchesOnly) return reading(Number(inchesOnly[1]));
  const decimalFeet = DECIMAL_FEET.exec(typed);
  if (decimalFeet) return reading(Number(decimalFeet[1]) * 12);
  return { ok: false, message: HOW };
}

/** 14.5 -> `14' 6"`; whole feet as the number alone ('12'); 0 -> ''. */
export function formatLength(feet: number): string {
  const inches = inchesOf(feet);
  if (inches === 0) return '';
  const rest = inches % 12;
  const whole = (inches - rest) / 12;
  return rest === 0 ? String(whole) : `${whole}' ${rest}"`;
}

/** Hundredths of a square foot, counted in whole inches so that nothing drifts: 12 ft x 14' 6" is 17,400. */
function hundredths(room: Pick<AreaRoom, 'Width' | 'Length'>): number {
  return Math.round((inchesOf(room.Width) * inchesOf(room.Length) * 100) / 144);
}

/** Square feet to the hundredth (half up): 12' 7" x 10' 3" is 128.98. */
export function roomTotal(room: Pick<AreaRoom, 'Width' | 'Length'>): number {
  return hundredths(room) / 100;
}

export function areaTotal(rooms: readonly AreaRoom[]): number {
  const sum = rooms.reduce((total, room) => total + Math.round(finiteOrZero(room.Total) * 100), 0);
  return sum / 100;
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

const toTheInch = (feet: number) => feetOf(inchesOf(feet));

/** Applies the new values to one room and totals it and the area again. */
export function updateRoom(area: Area, roomId: string, patch: RoomPatch): Area {
  return withRooms(
    area.AreaRoom.map((room) => {
      if (room.Id !== roomId) return room;
      const Width = patch.Width === undefined ? room.Width : toTheInch(patch.Width);
      const Length = patch.Length === undefined ? room.Length : toTheInch(patch.Length);
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
