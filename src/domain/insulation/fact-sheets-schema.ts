// What a contract's record of fact sheets shown may hold (docs/decisions/065-fact-sheets.md), checked where a contract
// is read back or received; kept apart from fact-sheets.ts so recording a showing does not load zod.
import { z } from 'zod';
import type { FactSheetShown } from '../contract/model';
import { MAX_FACT_SHEETS } from './fact-sheets';

export const factSheetsShownSchema = z
  .array(
    z.strictObject({
      Product: z.string().trim().min(1).max(120),
      ShownAt: z.iso.datetime({ offset: true }),
    }),
  )
  .max(MAX_FACT_SHEETS) satisfies z.ZodType<FactSheetShown[]>;
