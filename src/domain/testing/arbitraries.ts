// fast-check arbitraries: random but valid contracts built through the domain,
// for property tests here and in the server's sync tests.
import type { CountyRow } from '../insulation/climate-zone-table';
import { EXISTING_MATERIAL_IDS, MAX_EXISTING_INCHES } from '../insulation/existing-insulation';
import { recordFactSheetShown } from '../insulation/fact-sheets';
import { setSite, siteOf } from '../insulation/job-site';
import fc from 'fast-check';
import { addGoal, renameGoal } from '../contract/edits';
import { setCouponEndsOn } from '../contract/honest-offer';
import type { Contract } from '../contract/model';
import { recalculate } from '../contract/totals';
import { setCouponAmount, setCouponPercent, setDeposit, setDiscount } from '../contract/values';
import { toggleFinancingOption } from '../financing/options';
import { catalogue, newContract, sequentialIds, withProject } from './builders';

const visibleScopes = catalogue.filter((scope) => scope.category.name !== '__HIDDEN').map((scope) => scope.wsid);

const quantity = fc.oneof(
  fc.integer({ min: 0, max: 5000 }),
  fc.integer({ min: 0, max: 500_000 }).map((hundredths) => hundredths / 100),
);
const difficulty = fc.constantFrom(1, 1.1, 1.15, 1.2, 1.25, 1.5, 2);
const line = fc.tuple(quantity, difficulty);
const project = fc.record({
  wsid: fc.constantFrom(...visibleScopes),
  lines: fc.array(line, { minLength: 2, maxLength: 2 }),
  selected: fc.boolean(),
});
const goal = fc.record({ name: fc.string({ maxLength: 30 }), projects: fc.array(project, { maxLength: 5 }) });
// Counties of every kind of name and both editions' zones: Douglas, WI moved from 7 to 6A.
const SITE_ROWS: CountyRow[] = [
  ['55031', 'Douglas', 'WI', '7', '6A'],
  ['24510', 'Baltimore', 'MD', '4A', '4A'],
  ['06037', 'Los Angeles', 'CA', '3B', '3B'],
];

const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100);

export const contractArbitrary: fc.Arbitrary<Contract> = fc
  .record({
    idSeed: fc.stringMatching(/^[A-Za-z0-9]{12}$/),
    goals: fc.array(goal, { minLength: 1, maxLength: 4 }),
    deposit: cents(500_000),
    discount: cents(100_000),
    coupon: fc.oneof(fc.record({ percent: fc.integer({ min: 0, max: 30 }) }), fc.record({ amount: cents(50_000) })),
    couponEndsOn: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })),
    financing: fc.subarray([3, 5]),
    site: fc.option(
      fc.record({
        row: fc.constantFrom(...SITE_ROWS),
        HighVents: fc.option(fc.boolean(), { nil: undefined }),
        VaporRetarder: fc.option(fc.boolean(), { nil: undefined }),
        Existing: fc.option(
          fc.record({
            Material: fc.constantFrom(...EXISTING_MATERIAL_IDS),
            Inches: fc.integer({ min: 0, max: 4 * MAX_EXISTING_INCHES }).map((quarters) => quarters / 4),
          }),
          { nil: undefined },
        ),
        Target: fc.option(fc.constantFrom('code' as const, 'energy-star' as const), { nil: undefined }),
      }),
    ),
    // Fact sheets shown, each at a moment written with an offset, as a tablet's clock gives it (decision 065).
    factSheets: fc.array(
      fc.record({
        product: fc.constantFrom('CertainTeed InsulSafe SP', 'Fiberlite loose-fill', 'Eau Claire “Blue” cellulose'),
        at: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
      }),
      { maxLength: 3 },
    ),
    customer: fc.record({
      First: fc.string({ maxLength: 20 }),
      Last: fc.string({ maxLength: 20 }),
      Email: fc.emailAddress(),
    }),
  })
  .map(({ idSeed, goals, deposit, discount, coupon, couponEndsOn, financing, site, factSheets, customer }) => {
    const ids = sequentialIds(idSeed);
    let contract: Contract = { ...newContract(ids), ContractId: idSeed };
    contract = { ...contract, Customer: { ...contract.Customer, ...customer } };
    goals.forEach((spec, index) => {
      if (index > 0) contract = addGoal(contract, ids());
      contract = renameGoal(contract, contract.Goals[index]!.Gid, spec.name);
      for (const projectSpec of spec.projects) contract = withProject(contract, index, projectSpec, ids);
    });
    let values = setDiscount(setDeposit(contract.Values, deposit), discount);
    values = 'percent' in coupon ? setCouponPercent(values, coupon.percent) : setCouponAmount(values, coupon.amount);
    if (couponEndsOn)
      values = { ...values, Coupon: setCouponEndsOn(values.Coupon, couponEndsOn.toISOString().slice(0, 10)) };
    for (const id of financing) values = toggleFinancingOption(values, id);
    if (site) {
      const { row, ...answers } = site;
      const previous = { ...siteOf(row), ...answers };
      contract = setSite(contract, siteOf(row, previous));
    }
    for (const { product, at } of factSheets) contract = recordFactSheetShown(contract, product, at.toISOString());
    return recalculate({ ...contract, Values: values });
  });
