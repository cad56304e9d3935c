// The toolbox's board-feet calculator (docs/product-rules.md#screens): length (ft) x width
// (ft) x thickness (in), or area (sq ft) x thickness (in), in whole board
// feet. Values arrive as the agent typed them; a bad one gives 0 and says why.
import { roundHalfUp } from '../money';

export type BoardFeetField = 'length' | 'width' | 'area' | 'thickness';

export type BoardFeetInput =
  | { mode: 'dimensions'; length: number | string; width: number | string; thickness: number | string }
  | { mode: 'area'; area: number | string; thickness: number | string };

export interface FieldProblem {
  field: BoardFeetField;
  message: string;
}

export interface BoardFeetResult {
  result: number;
  problems: FieldProblem[];
}

const LABELS: Record<BoardFeetField, string> = {
  length: 'Length',
  width: 'Width',
  area: 'Square footage',
  thickness: 'Thickness',
};

function parse(value: number | string): number | null {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value.trim())) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** 20 x 30 x 3 -> 1800; area 600.5 x 2.5 -> 1501; any bad field -> 0 with problems. */
export function boardFeet(input: BoardFeetInput): BoardFeetResult {
  const fields: [BoardFeetField, number | string][] =
    input.mode === 'dimensions'
      ? [
          ['length', input.length],
          ['width', input.width],
          ['thickness', input.thickness],
        ]
      : [
          ['area', input.area],
          ['thickness', input.thickness],
        ];
  const factors: number[] = [];
  const problems: FieldProblem[] = [];
  for (const [field, raw] of fields) {
    const value = parse(raw);
    if (value === null) problems.push({ field, message: `${LABELS[field]} must be a number of 0 or more` });
    else factors.push(value);
  }
  if (problems.length > 0) return { result: 0, problems };
  return { result: roundHalfUp(factors), problems };
}
