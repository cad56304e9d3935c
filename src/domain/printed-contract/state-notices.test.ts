import { describe, expect, it } from 'vitest';
import { saleLaw } from '../contract/sale-law';
import { rulesFor } from '../legal/state-law';
import { stateRulesSchema } from '../legal/state-rules/rules-schema';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { printContract } from './printed-contract';
import { noticesToInitial, printedStateNotices } from './state-notices';

const law = (state: string, priceCents: number, olderBuyer = false) => ({
  rules: rulesFor(state),
  facts: { olderBuyer, priceCents },
});
const ids = (state: string, priceCents: number, olderBuyer = false) =>
  printedStateNotices(law(state, priceCents, olderBuyer)).map((notice) => notice.id);

describe('the notices a state requires', () => {
  it.each([
    ['FL', 250_000, false, []],
    ['FL', 250_001, false, ['construction-lien-notice']],
    ['TX', 10_000, false, ['homestead-important-notice']],
    ['CA', 50_000, false, []],
    ['CA', 50_001, false, ['mechanics-lien-warning', 'three-day-right-to-cancel']],
    ['CA', 782_100, true, ['mechanics-lien-warning', 'five-day-right-to-cancel']],
    ['MD', 10_000, false, ['right-to-cancel-acknowledgment']],
    ['NJ', 50_001, false, ['notice-to-consumer']],
    ['IL', 100_000, false, []],
    ['IL', 100_001, false, ['consumer-rights-acknowledgment']],
    ['WI', 782_100, true, []],
    ['NY', 782_100, false, []],
  ] as const)('%s at %i cents (older buyer: %s): %j', (state, cents, older, expected) => {
    expect(ids(state, cents, older)).toEqual(expected);
  });

  it('asks a California buyer of 65 to initial the five-day notice, and a younger one nothing', () => {
    expect(noticesToInitial(law('CA', 782_100, true)).map((notice) => notice.id)).toEqual(['five-day-right-to-cancel']);
    expect(noticesToInitial(law('CA', 782_100, false))).toEqual([]);
  });

  it("fills Maryland's acknowledgment with the buyer's name and ticks the box for a buyer of 65", () => {
    const contract = { ...handWorkedContract(), OlderBuyer: true as const };
    contract.Customer = { ...contract.Customer, First: 'Linda', Last: 'Carver', State: 'Maryland' };
    const [notice] = printContract({
      contract,
      preparedBy: { Id: 'a1', First: 'Jane', Last: 'Demo', Display: '', Email: '' },
      agentPhone: '',
      seller: {
        name: 'Comfort Co',
        addressLines: ['1 Main St', 'Baltimore, MD 21201'],
        license: '',
        phone: '4105550100',
      },
      timeZone: 'America/New_York',
      law: saleLaw(contract),
    }).stateNotices;
    expect(notice?.paragraphs[0]).toMatch(/^I, Linda Carver, have been provided oral notice that I have the right/);
    expect(notice?.paragraphs[1]).toBe('[X] check if buyer is at least 65 years old');
    const younger = printedStateNotices(law('MD', 10_000, false), {
      buyer: '',
      seller: { name: '', addressLines: [], phone: '' },
    });
    expect(younger[0]?.paragraphs[0]).toMatch(/^I, ____________________, have been provided/);
    expect(younger[0]?.paragraphs[1]).toBe('[  ] check if buyer is at least 65 years old');
  });

  it("writes the seller's name, address and phone into New Jersey's notice", () => {
    const [notice] = printedStateNotices(law('NJ', 782_100), {
      buyer: 'Linda Carver',
      seller: { name: 'Comfort Co', addressLines: ['1 Main St', 'Newark, NJ 07102'], phone: '9735550100' },
    });
    expect(notice?.paragraphs[1]).toMatch(
      /NOTICE OF CANCELLATION TO: Comfort Co, 1 Main St, Newark, NJ 07102, 973-555-0100$/,
    );
  });

  it('prints Spanish words for a sale in Spanish', () => {
    const [notice] = printedStateNotices(law('TX', 10_000), undefined, 'es');
    expect(notice?.title).toBe('Aviso importante');
    expect(notice?.paragraphs[0]).toMatch(/^AVISO IMPORTANTE: Usted y su contratista/);
  });
});

describe('a rules file with notices', () => {
  const texas = rulesFor('TX');
  const withNotice = (change: object) => ({
    ...texas,
    notices: [{ ...texas.notices?.[0], ...change }],
  });

  it('is refused when a notice said to be in capitals is not', () => {
    const words = {
      en: { title: 'NOTICE', paragraphs: ['Not in capitals'] },
      es: { title: 'AVISO', paragraphs: ['X'] },
    };
    const result = stateRulesSchema.safeParse(withNotice({ caps: true, words }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'a notice in capitals has its words stored in capitals',
    ]);
  });

  it('is refused when a notice to initial does not say what the buyer acknowledges', () => {
    const result = stateRulesSchema.safeParse(withNotice({ initials: true }));
    expect(result.error?.issues[0]?.message).toBe(
      'a notice the buyer initials says what they acknowledge, in every language',
    );
  });

  it('is refused when the words hold a blank the contract cannot fill', () => {
    const words = { en: { title: 'T', paragraphs: ['Pay {amount} now'] }, es: { title: 'T', paragraphs: ['X'] } };
    const result = stateRulesSchema.safeParse(withNotice({ words }));
    expect(result.error?.issues[0]?.message).toMatch(/^a notice's blanks are \{buyer\}, \{seller\}/);
  });
});
