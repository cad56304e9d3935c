// What the server checks in a pushed contract beyond its zod shape (src/api/contract-schema.ts): every derived number
// is recomputed with src/domain and compared with what the device sent, and every value must fit its column exactly,
// so what is downloaded is what was pushed. Each problem names the field the way a developer would look it up.
import { LENGTH_LIMIT_FEET } from '#domain/calculators/area';
import { DIFFICULTY_FACTOR_LIMIT, MAX_DECIMALS } from '#domain/contract/calculation-input';
import type { Contract, FinancingOption, Values } from '#domain/contract/model';
import { recalculate } from '#domain/contract/totals';
import type { FinancingTerms } from '../db/schema';

export type { FinancingTerms };

export interface ContractProblem {
  path: string;
  message: string;
}

const MAX_LISTED = 3;

/** 'A; B; C and 4 more' for the message of a 400. */
export function describeProblems(problems: readonly ContractProblem[]): string {
  const listed = problems
    .slice(0, MAX_LISTED)
    .map((problem) => problem.message)
    .join('; ');
  const more = problems.length - MAX_LISTED;
  return more > 0 ? `${listed}; and ${more} more` : listed;
}

/** Every derived number the device sent that the domain works out differently. */
export function totalsDisagreements(sent: Contract): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const expected = recalculate(sent);
  const differ = (path: string, actual: unknown, wanted: unknown, why: string) => {
    if (actual !== wanted)
      problems.push({ path, message: `${path} is ${String(actual)} but ${why} ${String(wanted)}` });
  };
  sent.Goals.forEach((goal, g) => {
    const goalAfter = expected.Goals[g]!;
    goal.Projects.forEach((project, p) => {
      const projectAfter = goalAfter.Projects[p]!;
      const projectPath = `Goals[${g}].Projects[${p}]`;
      project.Calculations.forEach((calculation, c) => {
        differ(
          `${projectPath}.Calculations[${c}].Total`,
          calculation.Total,
          projectAfter.Calculations[c]!.Total,
          'Quantity x Rate x DifficultyFactor rounds to',
        );
      });
      differ(`${projectPath}.SubTotal`, project.SubTotal, projectAfter.SubTotal, 'its calculations add up to');
    });
    differ(`Goals[${g}].GoalTotal`, goal.GoalTotal, goalAfter.GoalTotal, 'its projects add up to');
    differ(`Goals[${g}].SubTotal`, goal.SubTotal, goalAfter.SubTotal, 'its selected projects add up to');
  });
  const values = sent.Values;
  const valuesAfter = expected.Values;
  differ('Values.Total', values.Total, valuesAfter.Total, 'the selected projects add up to');
  differ(
    'Values.Coupon.Amount',
    values.Coupon.Amount,
    valuesAfter.Coupon.Amount,
    `${values.Coupon.Percent}% of the total is`,
  );
  differ('Values.Coupon.Active', values.Coupon.Active, valuesAfter.Coupon.Active, 'with that amount it should be');
  differ(
    'Values.Discount.Active',
    values.Discount.Active,
    valuesAfter.Discount.Active,
    'with that amount it should be',
  );
  differ('Values.NetDue', values.NetDue, valuesAfter.NetDue, 'Total - Deposit - Discount - Coupon is');
  values.Financing.forEach((option, f) => {
    const optionAfter = valuesAfter.Financing[f]!;
    differ(
      `Values.Financing[${f}].AmountMonth`,
      option.AmountMonth,
      optionAfter.AmountMonth,
      'the monthly payment on NetDue is',
    );
    differ(`Values.Financing[${f}].AmountWeek`, option.AmountWeek, optionAfter.AmountWeek, 'the weekly payment is');
  });
  return problems;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

// A NUL cannot be stored in a PostgreSQL text column, and half a surrogate
// pair would come back as U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblems(value: unknown, path: string, problems: ContractProblem[]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
      problems.push({
        path,
        message: `${path} holds a character that cannot be stored (a NUL or half a surrogate pair)`,
      });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => textProblems(item, `${path}[${index}]`, problems));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) textProblems(item, path === '' ? key : `${path}.${key}`, problems);
  }
}

/** Values that the cloud's columns would round or refuse: more decimals than cents, lengths past the inch, NUL. */
export function storageProblems(contract: Contract): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const cents = (path: string, value: number) => {
    if (!hasAtMostDecimals(value, 2))
      problems.push({ path, message: `${path} is ${value}: amounts are kept to the cent` });
  };
  textProblems(contract, '', problems);
  const squareFeet = (path: string, value: number) => {
    if (!hasAtMostDecimals(value, 2) || Math.abs(value) >= 1e12) {
      problems.push({ path, message: `${path} is ${value}: areas are kept to the hundredth of a square foot` });
    }
  };
  const feet = (path: string, value: number) => {
    if (!hasAtMostDecimals(value, 4) || Math.abs(value) >= LENGTH_LIMIT_FEET) {
      problems.push({ path, message: `${path} is ${value}: lengths are feet below 10,000, to the inch` });
    }
  };
  squareFeet('Area.Total', contract.Area.Total);
  contract.Area.AreaRoom.forEach((room, r) => {
    feet(`Area.AreaRoom[${r}].Width`, room.Width);
    feet(`Area.AreaRoom[${r}].Length`, room.Length);
    squareFeet(`Area.AreaRoom[${r}].Total`, room.Total);
  });
  contract.Goals.forEach((goal, g) =>
    goal.Projects.forEach((project, p) => {
      project.Calculations.forEach((calculation, c) => {
        const path = `Goals[${g}].Projects[${p}].Calculations[${c}]`;
        cents(`${path}.Rate`, calculation.Rate);
        if (!hasAtMostDecimals(calculation.Quantity, MAX_DECIMALS)) {
          problems.push({
            path: `${path}.Quantity`,
            message: `${path}.Quantity is ${calculation.Quantity}: at most 4 decimals`,
          });
        }
        if (
          !hasAtMostDecimals(calculation.DifficultyFactor, MAX_DECIMALS) ||
          calculation.DifficultyFactor >= DIFFICULTY_FACTOR_LIMIT
        ) {
          problems.push({
            path: `${path}.DifficultyFactor`,
            message: `${path}.DifficultyFactor is ${calculation.DifficultyFactor}: at most 4 decimals and below 10000`,
          });
        }
      });
    }),
  );
  const values = contract.Values;
  cents('Values.Deposit', values.Deposit);
  cents('Values.Discount.Amount', values.Discount.Amount);
  cents('Values.Coupon.Amount', values.Coupon.Amount);
  cents('Values.Coupon.Percent', values.Coupon.Percent);
  return problems;
}

/** The plans of a contract's previous accepted version: their terms and which were chosen. */
export interface PreviousFinancing {
  version: number;
  terms: readonly FinancingTerms[];
  activeIds: readonly number[];
}

function termsOf(option: FinancingOption): FinancingTerms {
  return { id: option.Id, code: option.Code, term: option.Term, apr: option.Apr, visible: option.Visible };
}

function sameTerms(a: FinancingTerms, b: FinancingTerms): boolean {
  return a.code === b.code && a.term === b.term && a.apr === b.apr && a.visible === b.visible;
}

function describeTerms(terms: FinancingTerms): string {
  return `${terms.term} months at ${terms.apr}% APR`;
}

/**
 * The contract's own plans must make sense on their own: each listed once
 * (the cloud stores which ids are chosen), and FinancingId one of them. Their
 * terms are the contract's: payments are checked against them by
 * totalsDisagreements, whatever today's financing_options says.
 */
export function financingTermsProblems(values: Values): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const firstIndex = new Map<number, number>();
  values.Financing.forEach((option, f) => {
    const earlier = firstIndex.get(option.Id);
    if (earlier === undefined) firstIndex.set(option.Id, f);
    else {
      problems.push({
        path: `Values.Financing[${f}].Id`,
        message: `Values.Financing[${f}].Id is ${option.Id}, like Values.Financing[${earlier}]: each plan is listed once`,
      });
    }
  });
  if (values.FinancingId !== null && !firstIndex.has(values.FinancingId)) {
    problems.push({
      path: 'Values.FinancingId',
      message: `Values.FinancingId ${values.FinancingId} is not one of this contract's plans`,
    });
  }
  return problems;
}

/** What the plans chosen in a push come to: refusals, and refusals a signed copy of the contract excused. */
export interface FinancingJudgement {
  problems: ContractProblem[];
  /**
   * Chosen plans whose terms the cloud would refuse, in a contract the customer signed on the tablet with those
   * terms: the contract is accepted as signed and the office is told (contract_flags).
   */
  signedOnOtherTerms: { path: string; terms: FinancingTerms; message: string }[];
}

/**
 * The plans a contract chooses (Active) against the cloud. A plan chosen in
 * the previous accepted version keeps the terms it was chosen with (or takes
 * today's); a plan newly chosen must have today's terms: code, months, APR
 * and whether it is offered (a plan the office retired cannot be newly
 * chosen; a hidden legacy plan of an upgraded contract matches the cloud's
 * hidden one). Plans offered but not chosen are the contract's own and are
 * not compared. FinancingId must name a plan the cloud has (financing_id is a
 * foreign key).
 *
 * A customer who signed on the tablet signed the terms the tablet held: the plans of a contract pushed as signed
 * (`signedOnTablet`) are never refused for their terms, only set aside for the office (decision 041).
 */
export function judgeFinancingChoices(
  values: Values,
  previous: PreviousFinancing | null,
  table: readonly FinancingTerms[],
  signedOnTablet = false,
): FinancingJudgement {
  const today = new Map(table.map((row) => [row.id, row]));
  const keptTerms = new Map(
    (previous?.terms ?? []).filter((terms) => previous?.activeIds.includes(terms.id)).map((terms) => [terms.id, terms]),
  );
  const judgement: FinancingJudgement = { problems: [], signedOnOtherTerms: [] };
  const refuse = (terms: FinancingTerms, problem: ContractProblem) => {
    if (signedOnTablet) judgement.signedOnOtherTerms.push({ path: problem.path, terms, message: problem.message });
    else judgement.problems.push(problem);
  };
  values.Financing.forEach((option, f) => {
    if (!option.Active) return;
    const path = `Values.Financing[${f}]`;
    const terms = termsOf(option);
    const cloud = today.get(option.Id);
    const kept = keptTerms.get(option.Id);
    if (kept) {
      if (sameTerms(terms, kept) || (cloud && sameTerms(terms, cloud))) return;
      refuse(terms, {
        path,
        message:
          `${path} (${option.Code}) was chosen with other terms in version ${previous?.version ?? 0} (${describeTerms(kept)}): ` +
          'a chosen plan keeps the terms it was sold with' +
          (cloud?.visible ? `, or takes today's (${describeTerms(cloud)})` : ''),
      });
      return;
    }
    // Today's terms, visibility included: a legacy plan upgraded on the device is hidden there as in the cloud.
    if (cloud && sameTerms(terms, cloud)) return;
    const newly = `${path} (${option.Code}) is newly chosen, but`;
    if (!cloud) judgement.problems.push({ path, message: `${newly} the cloud has no plan ${option.Id}` });
    else if (!cloud.visible && option.Visible)
      refuse(terms, { path, message: `${newly} the cloud no longer offers that plan` });
    else {
      refuse(terms, {
        path,
        message:
          `${newly} the plan's terms changed: the cloud's ${cloud.code} is now ${describeTerms(cloud)}, ` +
          `this contract has ${describeTerms(terms)}`,
      });
    }
  });
  if (values.FinancingId !== null && !today.has(values.FinancingId)) {
    judgement.problems.push({
      path: 'Values.FinancingId',
      message: `Values.FinancingId ${values.FinancingId} is not one of the cloud's plans`,
    });
  }
  return judgement;
}

/** The refusals of judgeFinancingChoices, for a contract no customer signed. */
export function financingChoiceProblems(
  values: Values,
  previous: PreviousFinancing | null,
  table: readonly FinancingTerms[],
): ContractProblem[] {
  return judgeFinancingChoices(values, previous, table).problems;
}
