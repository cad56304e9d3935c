// The work-scope catalogue (GET /api/workscopes) in the original cloud shape
// (docs/product-rules.md#catalogue-and-guides), and the names of the guide
// PDFs (GET /api/guides/:name.pdf).
import { z } from 'zod';
import type { WorkScope, WorkScopeCalculation } from '#domain/contract/model';
import { labelChartProblems, type LabelChart } from '#domain/insulation/label-chart';

const chartFigure = z.number().min(0).max(10_000);

const chartRow = {
  rValue: chartFigure,
  bagsPer1000: chartFigure,
  maxSqFtPerBag: chartFigure,
  minLbPerSqFt: chartFigure,
  installedInches: chartFigure,
  settledInches: chartFigure,
};

const checkedChart = (chart: LabelChart, context: z.RefinementCtx) => {
  for (const message of labelChartProblems(chart)) context.addIssue({ code: 'custom', message });
};

export const labelChartSchema = z
  .object({ product: z.string().max(200), rows: z.array(z.object(chartRow)).max(40) })
  .superRefine(checkedChart) satisfies z.ZodType<LabelChart>;

/** The same chart as a project of a contract carries it (decision 084): nothing beside its figures. */
export const projectLabelSchema = z
  .strictObject({ product: z.string().max(200), rows: z.array(z.strictObject(chartRow)).max(40) })
  .superRefine(checkedChart) satisfies z.ZodType<LabelChart>;

export const workScopeCalculationSchema = z.object({
  id: z.number().int().min(0),
  name: z.string().max(200),
  qty_label: z.string().max(200),
  rate: z.number().min(0),
  description: z.string().max(5000),
  rank: z.number().int(),
}) satisfies z.ZodType<WorkScopeCalculation>;

export const workScopeSchema = z.object({
  id: z.number().int().min(0),
  /** The code agents see, such as 'A1-07'. */
  wsid: z.string().min(1).max(64),
  name: z.string().max(200),
  description: z.string().max(5000),
  /** '__HIDDEN' is sent too; the web app leaves it out of the picker. */
  category: z.object({ id: z.number().int().min(0), name: z.string().max(200) }),
  /** By rank, ascending. */
  calculations: z.array(workScopeCalculationSchema).max(50),
  show_calculator: z.boolean(),
  /** The guide's name without '.pdf' ('A1x07'), or null when the scope has none. */
  pdf: z.string().max(64).nullable(),
  /** The warranty printed on a contract that sells this work ('attic mold treatment', 3 years). */
  warranty: z.object({ what: z.string().trim().min(1).max(200), years: z.number().int().min(1).max(50) }).optional(),
  /** A loose-fill product's label chart (decision 064), checked against the label's own arithmetic. */
  chart: labelChartSchema.optional(),
}) satisfies z.ZodType<WorkScope>;

export const workScopesResponseSchema = z.array(workScopeSchema).max(10_000);

export type WorkScopesResponse = z.infer<typeof workScopesResponseSchema>;

/** A guide name: family letter and digit, 'x', then the item ('A1x07'; the fallback 'A1x1'). */
export const GUIDE_NAME_PATTERN = /^[A-Z]\d[x][0-9A-Za-z]{1,4}$/;

export const guideNameSchema = z.string().regex(GUIDE_NAME_PATTERN, "A guide name looks like 'A1x07'.");

/** The path parameters of GET /api/guides/:name.pdf. */
export const guideParamsSchema = z.strictObject({ name: guideNameSchema });

export type GuideParams = z.infer<typeof guideParamsSchema>;
