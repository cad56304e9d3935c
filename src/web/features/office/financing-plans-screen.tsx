// Financing plans in the office console: every plan with its terms; an admin adds, re-rates and retires them, a
// manager reads them. Tablets take the change at their next sync (docs/decisions/042-financing-plans-served.md).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { FinancingPlan } from '#api/financing-plans';
import { addOfficePlan, changeOfficePlan, officePlans } from '#web/sync/office-financing';
import type { OfficeRole } from './office-console';
import { ScrollTable } from './scroll-table';
import { DoneNotice, ListState, useOfficeList } from './office-query';
import { PlanForm } from './plan-form';

const PLANS_KEY = ['office', 'financing-plans'] as const;

const describe = (plan: FinancingPlan) =>
  `${plan.code} is ${plan.term} months at ${plan.apr}% APR, ${plan.visible ? 'offered on new contracts' : 'not offered on new contracts'}.`;

export function FinancingPlansScreen({ role }: { role: OfficeRole }) {
  const client = useQueryClient();
  const plans = useOfficeList(PLANS_KEY, officePlans);
  const [editing, setEditing] = useState<FinancingPlan | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayChange = role === 'admin';

  async function save({ code, term, apr, visible }: Omit<FinancingPlan, 'id'>): Promise<string | null> {
    const result =
      editing === 'new'
        ? await addOfficePlan({ code, term, apr, visible })
        : await changeOfficePlan(code, { term, apr, visible });
    if (!result.ok) return result.message;
    setEditing(null);
    setDone(`${editing === 'new' ? 'Added. ' : 'Saved. '}${describe(result.data)}`);
    await client.invalidateQueries({ queryKey: PLANS_KEY });
    return null;
  }

  return (
    <section aria-labelledby="office-financing-title">
      <h2 id="office-financing-title" className="h4">
        Financing plans
      </h2>
      <p className="text-body-secondary">
        The plans tablets offer on new contracts. A contract keeps the terms of the plans it was sold with.
        {mayChange ? '' : ' Only an admin changes them.'}
      </p>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      <ListState query={plans} what="the plans" />
      {plans.data && (
        <ScrollTable label="Financing plans" className="office-plans">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Months</th>
              <th scope="col">APR</th>
              <th scope="col">Offered on new contracts</th>
              {mayChange && (
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {plans.data.map((plan) => (
              <tr key={plan.id}>
                <th scope="row">{plan.code}</th>
                <td data-label="Months">{plan.term}</td>
                <td data-label="APR">{plan.apr.toFixed(2)}%</td>
                <td data-label="Offered on new contracts">{plan.visible ? 'Yes' : 'No (retired)'}</td>
                {mayChange && (
                  <td className="text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      aria-label={`Change ${plan.code}`}
                      onClick={() => setEditing(plan)}
                    >
                      Change
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {mayChange && editing === null && plans.data && <Button onClick={() => setEditing('new')}>Add a plan</Button>}
      {mayChange && editing !== null && (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.code}
          {...(editing === 'new' ? {} : { plan: editing })}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </section>
  );
}
