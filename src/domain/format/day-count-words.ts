// A count of days as the cooling-off texts write it: 'three business days', 'the third business day'.
const CARDINALS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/** 3 -> 'three'; 30 -> '30'. */
export function countWord(count: number): string {
  return CARDINALS[count] ?? String(count);
}

/** 3 -> 'third'; 30 -> '30th'. */
export function ordinalWord(count: number): string {
  return ORDINALS[count] ?? `${count}th`;
}
