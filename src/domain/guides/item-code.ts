// Item codes (docs/product-rules.md#catalogue-and-guides): an item id letter-number-number maps to a numeric code
// made of the first letter's character code and two-digit parts. The spec gives no arithmetic; our reading keeps
// each part in its own digits ('A1-07' -> 65|01|07 -> 650107), so distinct ids never share a code.

const ITEM_ID = /^([A-Za-z])(\d{1,2})-(\d{1,2})$/;

/** 'A1-07' -> 650107, 'b1-04' -> 660104; anything not letter-number-number -> null. */
export function itemCode(wsid: string | null | undefined): number | null {
  if (typeof wsid !== 'string') return null;
  const match = ITEM_ID.exec(wsid);
  if (!match) return null;
  const [, letter = '', first = '', second = ''] = match;
  return letter.toUpperCase().charCodeAt(0) * 10_000 + Number(first) * 100 + Number(second);
}
