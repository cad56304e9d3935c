// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import type { CountyRow } from '#domain/insulation/climate-zone-table';
import table from '#domain/insulation/climate-zones/climate-zones.json';
import { siteOf } from '#domain/insulation/job-site';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { renderDocument } from '../../testing/contract-document';

afterEach(cleanup);

/** 9 AM in Chicago on Wednesday, November 25, 2026, the day before Thanksgiving. */
const rows = table as unknown as CountyRow[];

/** Saved (dated, and stamped with the rules it was saved under, as every save since decision 050 is). */
function beforeThanksgiving(): Contract {
  return { ...handWorkedContract(), Date: '2026-11-25T15:00:00.000Z', Rules: 'US-1' };
}

const notices = () => screen.getAllByRole('region', { name: /^Notice of Cancellation, copy [12] of 2$/ });

describe('the right to cancel', () => {
  it('is stated in bold beside the signatures, with the last day written out', () => {
    renderDocument(beforeThanksgiving());
    const signatures = screen.getByRole('region', { name: 'Signatures' });
    // Thu Nov 26 Thanksgiving, Fri 27 = 1, Sat 28 = 2, Sun 29 skipped, Mon 30 = 3.
    expect(signatures.querySelector('.doc-cancel-right')).toHaveTextContent(
      'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after ' +
        'the date of this transaction, that is, before midnight at the end of Monday, November 30, 2026. See the ' +
        'attached Notice of Cancellation form for an explanation of this right.',
    );
    expect([...signatures.querySelectorAll('.doc-sign-label')].map((label) => label.textContent)).toEqual([
      'Customer signature',
      'Date',
      'Agent signature',
      'Date',
    ]);
  });

  it('comes with the notice of cancellation twice, in the words 16 CFR 429.1(b) prescribes, each filled in', () => {
    renderDocument(beforeThanksgiving());
    expect(notices()).toHaveLength(2);
    notices().forEach((notice, index) => {
      expect(within(notice).getByText(`Copy ${index + 1} of 2`, { exact: false })).toBeInTheDocument();
      expect(notice).toHaveTextContent('Date of transaction: Wednesday, November 25, 2026 (contract K7Q2M9X4B1ZP)');
      expect(notice).toHaveTextContent(
        'You may cancel this transaction, without any penalty or obligation, within three business days from the ' +
          'above date.',
      );
      expect(notice).toHaveTextContent(
        'will be returned within ten business days following receipt by the seller of your cancellation notice, ' +
          'and any security interest arising out of the transaction will be cancelled.',
      );
      expect(notice).toHaveTextContent(
        "comply with the instructions of the seller regarding the return shipment of the goods at the seller's " +
          'expense and risk.',
      );
      expect(notice).toHaveTextContent('within 20 days of the date of your notice of cancellation');
      expect(notice).toHaveTextContent('you remain liable for performance of all obligations under the contract.');
      expect(notice).toHaveTextContent(
        'or any other written notice, or send a telegram, to Badger State Insulation, at 45 Elm Street, Eau Claire, ' +
          'WI 54701, not later than midnight of Monday, November 30, 2026.',
      );
      expect(within(notice).getByText('I HEREBY CANCEL THIS TRANSACTION.')).toBeInTheDocument();
      expect([...notice.querySelectorAll('.doc-sign-label')].map((label) => label.textContent)).toEqual([
        'Date',
        "Buyer's signature",
      ]);
    });
  });

  it('counts from the day of the sale in the time zone given', () => {
    // 03:00 UTC on Thursday the 26th is still Wednesday evening in Chicago.
    const lateEvening = { ...handWorkedContract(), Date: '2026-11-26T03:00:00.000Z' };
    renderDocument(lateEvening);
    expect(notices()[0]).toHaveTextContent('Date of transaction: Wednesday, November 25, 2026');
    cleanup();
    // In UTC it is Thanksgiving: Fri 27 = 1, Sat 28 = 2, Mon 30 = 3.
    renderDocument(lateEvening, { timeZone: 'UTC' });
    expect(notices()[0]).toHaveTextContent('Date of transaction: Thursday, November 26, 2026');
    expect(notices()[0]).toHaveTextContent('not later than midnight of Monday, November 30, 2026');
  });

  it('leaves a blank to write the dates in when the stored date cannot be read', () => {
    renderDocument({ ...handWorkedContract(), Date: 'not a date' });
    expect(screen.getByRole('region', { name: 'Signatures' })).toHaveTextContent(
      'before midnight at the end of (date to be written in by hand). See the attached',
    );
    expect(notices()[1]).toHaveTextContent('Date of transaction: (date to be written in by hand)');
  });
});

describe('the terms', () => {
  it('give the last day of the 90 days the proposal is valid', () => {
    renderDocument(beforeThanksgiving());
    // Nov 25 + 90: 5 days to Nov 30, 36 to Dec 31, 67 to Jan 31, 90 on Feb 23.
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      'This proposal is valid for 90 days from the date of this contract, through Tuesday, February 23, 2027.',
    );
  });

  const warranties = () =>
    within(screen.getByRole('region', { name: 'Terms' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('warrant workmanship, and only the warranties the price book gives the work sold', () => {
    // The contract sells A5-03, a mold treatment, and no roof vent.
    renderDocument(beforeThanksgiving());
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      'From the day the work is completed, we warrant:',
    );
    expect(warranties()).toEqual([
      'workmanship on all the work in this contract, for 3 years;',
      'attic mold treatment, for 3 years.',
    ]);
  });

  it('warrant workmanship alone on a contract that sells no work with a warranty of its own', () => {
    const contract = beforeThanksgiving();
    const noMold = {
      ...contract,
      Goals: contract.Goals.map((goal) => ({
        ...goal,
        Projects: goal.Projects.filter((project) => project.Wsid !== 'A5-03'),
      })),
    };
    renderDocument(noMold);
    expect(warranties()).toEqual(['workmanship on all the work in this contract, for 3 years.']);
  });

  it('keep, on a contract saved before warranties belonged to the price book, the three it printed then', () => {
    // Saved by an app before state rules were stamped (decision 050) and before projects carried warranties (051).
    const { Rules: _stamp, ...contract } = beforeThanksgiving();
    const saved = {
      ...contract,
      Goals: contract.Goals.map((goal) => ({
        ...goal,
        Projects: goal.Projects.map(({ Warranty: _warranty, ...project }) => project),
      })),
    };
    renderDocument(saved);
    expect(warranties()).toEqual([
      'workmanship on all the work in this contract, for 3 years;',
      'attic mold treatment, for 3 years;',
      'the roof vent guarantee, for 3 years.',
    ]);
    // A draft of that age, never saved, prints what its work carries: workmanship alone.
    cleanup();
    renderDocument({ ...saved, Date: '' });
    expect(warranties()).toHaveLength(1);
  });

  it('print a warranty a project carries only while the project is selected', () => {
    const contract = beforeThanksgiving();
    const unselected = {
      ...contract,
      Goals: contract.Goals.map((goal) => ({
        ...goal,
        Projects: goal.Projects.map((project) =>
          project.Wsid === 'A5-03' ? { ...project, Selected: false } : project,
        ),
      })),
    };
    renderDocument(unselected);
    expect(warranties()).toEqual(['workmanship on all the work in this contract, for 3 years.']);
  });

  it('ask for the ventilation of the job site’s zone and the attic’s own floor, and nothing of a site left behind', () => {
    const contract = beforeThanksgiving();
    const Site = { ...siteOf(rows.find(([fips]) => fips === '55035')!), AtticFloor: 1500 };
    const room = { Id: 'r1', RoomName: 'Attic', Width: 30, Length: 50, Total: 1500 };
    const inWisconsin = {
      ...contract,
      Customer: { ...contract.Customer, State: 'Wisconsin' },
      Area: { Total: 1500, AreaRoom: [room] },
      Site,
    };
    renderDocument(inWisconsin);
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveTextContent(
      'For climate zone 6A (Eau Claire County, WI, 2021 IECC map), the code (IRC R806.2) asks for at least 1 ' +
        'square foot of net free vent area for every 150 square feet of attic floor: 1,440 square inches for this ' +
        'attic’s 1,500 square feet',
    );
    cleanup();
    // A site of another state is left behind, its attic floor with it: no attic stated, no ventilation term.
    renderDocument({ ...inWisconsin, Customer: { ...contract.Customer, State: 'MN' } });
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms).not.toHaveTextContent('IRC R806.2');
    expect(terms).not.toHaveTextContent('Eau Claire');
  });
});

describe("the notices of the job site's state (decision 052)", () => {
  const inState = (State: string, older = false): Contract => {
    const contract = beforeThanksgiving();
    const Customer = { ...contract.Customer, First: 'Linda', Last: 'Carver', State };
    return { ...contract, Customer, ...(older ? { OlderBuyer: true } : {}) };
  };

  it("prints Florida's lien notice on the first sheet, before the customer, in 12-point bold", () => {
    const article = renderDocument(inState('FL'));
    const notice = screen.getByRole('region', { name: 'FLORIDA CONSTRUCTION LIEN LAW NOTICE' });
    expect(notice).toHaveTextContent(
      /^FLORIDA CONSTRUCTION LIEN LAW NOTICEACCORDING TO FLORIDA’S CONSTRUCTION LIEN LAW/,
    );
    expect(notice).toHaveStyle({ fontWeight: '700' });
    expect(notice.style.getPropertyValue('--notice-size')).toBe('12pt');
    const sheet = article.querySelector('.doc-page');
    expect(sheet?.contains(notice)).toBe(true);
    const customer = within(sheet as HTMLElement).getByRole('heading', { name: 'Customer' });
    expect(notice.compareDocumentPosition(customer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("puts Texas's warning right above the signatures, and Maryland's acknowledgment on a sheet of its own", () => {
    renderDocument(inState('TX'));
    const warning = screen.getByRole('region', { name: 'Important notice' });
    expect(warning.nextElementSibling).toBe(screen.getByRole('region', { name: 'Signatures' }));
    cleanup();

    renderDocument(inState('MD', true));
    const form = screen.getByRole('region', { name: "Acknowledgment of the buyer's right to cancel" });
    expect(form).toHaveClass('doc-notice');
    expect(form).toHaveTextContent('I, Linda Carver, have been provided oral notice');
    expect(form).toHaveTextContent('[X] check if buyer is at least 65 years old');
    expect(within(form).getByText("Buyer's initials")).toBeInTheDocument();
  });

  it('prints no state notice in a state that requires none', () => {
    renderDocument(inState('WI'));
    expect(document.querySelectorAll('[data-notice]')).toHaveLength(0);
  });
});
