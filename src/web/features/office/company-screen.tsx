// The company in the office console: name, address, phone, a licence per state and where customers send a
// cancellation. An admin changes them; every tablet prints them from its next sync, with no new release.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompanyDetails } from '#domain/company/company-details';
import { COMPANY } from '#web/config/company';
import { companyOfSeller } from '#domain/company/company-details';
import { COMPANY_KEY, useOfficeCompany } from './branch-select';
import { CompanyForm } from './company-form';
import type { OfficeRole } from './office-console';
import { DoneNotice, ListState } from './office-query';

function CompanyFacts({ company }: { company: CompanyDetails }) {
  return (
    <dl className="office-facts">
      <dt>Name</dt>
      <dd>{company.name}</dd>
      <dt>Address</dt>
      <dd>{company.addressLines.join(', ')}</dd>
      <dt>Phone</dt>
      <dd>{company.phone}</dd>
      <dt>Licence</dt>
      <dd>{company.license || '(none)'}</dd>
      {company.licenses.map((entry) => (
        <div key={entry.state} className="contents">
          <dt>Licence in {entry.state}</dt>
          <dd>{entry.license}</dd>
        </div>
      ))}
      <dt>Cancellations to</dt>
      <dd>
        {[company.cancellationAddressLines.join(', '), company.cancellationEmail].filter(Boolean).join('; ') ||
          'The company’s address'}
      </dd>
      {company.branches.map((branch) => (
        <div key={branch.name} className="contents">
          <dt>Branch {branch.name}</dt>
          <dd>
            {[branch.addressLines.join(', '), branch.phone].filter(Boolean).join('; ') ||
              'The company’s address and phone'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CompanyScreen({ role }: { role: OfficeRole }) {
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const company = useOfficeCompany();
  const data = company.data;
  const details = data?.company ?? companyOfSeller(COMPANY);
  return (
    <section aria-labelledby="office-company-title">
      <h2 id="office-company-title" className="h4">
        Company
      </h2>
      <p className="text-body-secondary">
        Printed at the head of every contract and in its notice of cancellation, from each tablet&apos;s next sync. A
        contract signed before keeps the details it was signed with.
        {data && !data.company && ' Not saved yet: the tablets print the details this release was built with.'}
      </p>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      <ListState query={company} what="the company" />
      {data &&
        (role === 'admin' ? (
          <CompanyForm
            initial={details}
            onSaved={async (changed) => {
              setDone(changed ? 'Saved. Tablets print these details from their next sync.' : 'Nothing had changed.');
              await client.invalidateQueries({ queryKey: COMPANY_KEY });
            }}
          />
        ) : (
          <>
            <CompanyFacts company={details} />
            <p>Only an admin changes them.</p>
          </>
        ))}
    </section>
  );
}
