// Money in integer cents. Binary floating point cannot hold 1.15 or 0.1 exactly, so products such as
// Quantity x Rate x DifficultyFactor are worked out on exact decimals and rounded once, by roundHalfUp, never by
// Math.round on a float that may sit a hair below .5.

export type Cents = number;

/** A decimal number as an exact integer over a power of ten. */
interface Decimal {
  units: bigint;
  scale: number;
}

function toDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) return { units: 0n, scale: 0 };
  // toString gives the shortest text that reads back as the same number:
  // 1.15 -> '1.15', 1e-7 -> '1e-7'.
  const [mantissa = '0', exponentText] = value.toString().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: negative ? -units : units, scale };
}

/** Rounds a fraction to the nearest integer, halves away from zero. */
function roundFraction(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * The one rounding rule for money: the exact product of the factors, rounded
 * half away from zero to a whole multiple of `unit` (in the factors' own unit).
 * roundHalfUp([2.5]) === 3; roundHalfUp([1000, 1.15, 1.1]) === 1265.
 */
export function roundHalfUp(factors: readonly number[], unit = 1): number {
  let units = 1n;
  let scale = 0;
  for (const factor of factors) {
    const decimal = toDecimal(factor);
    units *= decimal.units;
    scale += decimal.scale;
  }
  const unitDecimal = toDecimal(unit);
  // value / unit = (units / 10^scale) / (unitUnits / 10^unitScale)
  const numerator = units * 10n ** BigInt(unitDecimal.scale);
  const denominator = unitDecimal.units * 10n ** BigInt(scale);
  return Number(roundFraction(numerator, denominator)) * unit;
}

/** Dollars (as stored) to whole cents, rounding half away from zero. */
export function toCents(dollars: number): Cents {
  return roundHalfUp([dollars, 100]);
}

/** Cents back to the dollars the stored contract keeps. */
export function toDollars(cents: Cents): number {
  return cents / 100;
}

/** Cents rounded to whole dollars (still in cents), halves away from zero. */
export function roundToWholeDollars(cents: Cents): Cents {
  return roundHalfUp([cents], 100);
}

/** A finite number, or 0 for anything else (stored data is not trusted). */
export function finiteOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
