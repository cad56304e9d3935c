// @vitest-environment jsdom
// The console's label charts (decision 064): a chart typed from the bag, checked by the label's own arithmetic
// before it is kept, and a chart taken off a scope.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scope } from '#domain/testing/builders';
import { LabelChartsPanel } from './label-charts-panel';
import { MissingLabelCharts } from './missing-label-charts';

afterEach(cleanup);

function renderPanel() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<LabelChartsPanel categoryName="Attic" scopes={[scope('A1-04'), scope('A1-06')]} onChange={onChange} />);
  return { user, onChange };
}

const problems = () => screen.queryByRole('list', { name: 'Before the chart is kept' });

describe('the label charts of the console', () => {
  it('says which scope carries a chart', () => {
    renderPanel();
    expect(screen.getByText(/^#A1-04 .*: CertainTeed InsulSafe SP, 10 rows$/)).toBeInTheDocument();
    expect(screen.getByText(/^#A1-06 .*: no chart$/)).toBeInTheDocument();
  });

  it('refuses a typo the label’s arithmetic catches, and keeps the chart once it is mended', async () => {
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit the chart of #A1-04' }));
    const form = screen.getByRole('form', { name: 'Label chart of #A1-04' });
    expect(within(form).getByRole('textbox', { name: 'Product, as on its bag' })).toHaveValue(
      'CertainTeed InsulSafe SP',
    );
    // The R-49 row is the ninth, from R-11 up: 25.2 bags per 1,000 sq ft, typed 52.2.
    const bags = within(form).getByRole('textbox', { name: 'Bags per 1,000 sq ft, row 9' });
    expect(bags).toHaveValue('25.2');
    await user.clear(bags);
    await user.type(bags, '52.2');
    expect(problems()).toHaveTextContent('R-49: 52.2 bags x 39.7 sq ft is not 1,000 sq ft: check both.');
    expect(within(form).getByRole('button', { name: 'Keep this chart' })).toBeDisabled();
    await user.clear(bags);
    await user.type(bags, 'x');
    expect(problems()).toHaveTextContent('Row 9: Bags per 1,000 sq ft is a number, as on the label.');
    await user.clear(bags);
    await user.type(bags, '25.2');
    expect(problems()).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Keep this chart' }));
    expect(onChange).toHaveBeenCalledWith(scope('A1-04').id, scope('A1-04').chart);
  });

  it('adds a chart of one row to a scope without one, and takes a chart off', async () => {
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add a chart to #A1-06' }));
    const form = screen.getByRole('form', { name: 'Label chart of #A1-06' });
    await user.type(within(form).getByRole('textbox', { name: 'Product, as on its bag' }), 'Test fiberglass');
    const figures: [string, string][] = [
      ['R-value', '38'],
      ['Bags per 1,000 sq ft', '19.1'],
      ['Sq ft per bag', '52.5'],
      ['Lb per sq ft', '0.591'],
      ['Installed inches', '14.5'],
      ['Settled inches', '14.5'],
    ];
    for (const [label, value] of figures)
      await user.type(within(form).getByRole('textbox', { name: `${label}, row 1` }), value);
    await user.click(within(form).getByRole('button', { name: 'Keep this chart' }));
    expect(onChange).toHaveBeenLastCalledWith(scope('A1-06').id, {
      product: 'Test fiberglass',
      rows: [
        {
          rValue: 38,
          bagsPer1000: 19.1,
          maxSqFtPerBag: 52.5,
          minLbPerSqFt: 0.591,
          installedInches: 14.5,
          settledInches: 14.5,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Edit the chart of #A1-04' }));
    await user.click(screen.getByRole('button', { name: 'Take the chart off #A1-04' }));
    expect(onChange).toHaveBeenLastCalledWith(scope('A1-04').id, null);
  });
});

describe('the loose-fill products still without a chart', () => {
  it('are named across the whole book, with their category, until each has one', () => {
    const cellulose = scope('A1-02');
    const { rerender } = render(<MissingLabelCharts scopes={[scope('A1-04'), cellulose, scope('A7-01')]} />);
    const notice = screen.getByRole('region', { name: 'One loose-fill product has no label chart' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#A1-02 Blown Cellulose Attic Insulation to R-49 (Attic Insulation)']);
    rerender(<MissingLabelCharts scopes={[{ ...cellulose, chart: scope('A1-04').chart! }]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
