// People in the office console: everyone who signs in, with role, access and last sign-in; an admin adds a person
// with a first password and manages each one (role, sign out everywhere, disable, a new password). Managers read.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Person } from '#api/people';
import { formatDateTime } from '#domain/format/date-format';
import { officePeople } from '#web/sync/office-people';
import type { OfficeRole } from './office-console';
import { ScrollTable } from './scroll-table';
import { AddPersonForm } from './add-person-form';
import { PasswordLinkNotice, type MadeLink } from './password-link-notice';
import { ManagePerson } from './manage-person';
import { DoneNotice, ListState, useOfficeList } from './office-query';
import { ROLE_NAMES } from './office-words';

export const PEOPLE_KEY = ['office', 'people'] as const;

export function PeopleScreen({ role }: { role: OfficeRole }) {
  const client = useQueryClient();
  const people = useOfficeList(PEOPLE_KEY, officePeople);
  const [open, setOpen] = useState<string | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [link, setLink] = useState<MadeLink | null>(null);
  const mayChange = role === 'admin';
  const managed = people.data?.find((person) => person.id === open);

  async function changed(message: string) {
    setLink(null);
    setDone(message);
    await client.invalidateQueries({ queryKey: PEOPLE_KEY });
  }

  return (
    <section aria-labelledby="office-people-title">
      <h2 id="office-people-title" className="h4">
        People
      </h2>
      <p className="text-body-secondary">
        Everyone who signs in: agents sell, managers run a team, admins run the company&apos;s settings.
        {mayChange ? '' : ' Only an admin changes them.'}
      </p>
      <DoneNotice message={done} onClose={() => setDone(null)} />
      {link && <PasswordLinkNotice link={link} onClose={() => setLink(null)} />}
      <ListState query={people} what="the people" />
      {people.data && (
        <ScrollTable label="People" className="office-people">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Branch</th>
              <th scope="col">Access</th>
              <th scope="col">Last sign-in</th>
              {mayChange && (
                <th scope="col">
                  <span className="visually-hidden">Manage</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {people.data.map((person: Person) => (
              <tr key={person.id}>
                <th scope="row">{person.displayName}</th>
                <td data-label="Email">{person.email}</td>
                <td data-label="Role">{ROLE_NAMES[person.role]}</td>
                <td data-label="Branch">{person.branch ?? '—'}</td>
                <td data-label="Access">{person.disabled ? 'Disabled' : 'Can sign in'}</td>
                <td data-label="Last sign-in">{person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'Never'}</td>
                {mayChange && (
                  <td className="text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      aria-label={`Manage ${person.displayName}`}
                      onClick={() => {
                        setDone(null);
                        setOpen(person.id);
                      }}
                    >
                      Manage
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {mayChange && open === null && people.data && <Button onClick={() => setOpen('new')}>Add a person</Button>}
      {mayChange && open === 'new' && (
        <AddPersonForm
          onAdded={async (person, passwordLink) => {
            setOpen(null);
            await changed(
              passwordLink
                ? `Added ${person.displayName} (${ROLE_NAMES[person.role]}): they sign in once they have set their password.`
                : `Added ${person.displayName} (${ROLE_NAMES[person.role]}): they can sign in now.`,
            );
            if (passwordLink) setLink({ ...passwordLink, name: person.displayName });
          }}
          onCancel={() => setOpen(null)}
        />
      )}
      {mayChange && managed && (
        <ManagePerson
          key={managed.id}
          person={managed}
          onChanged={changed}
          onLink={(passwordLink) => {
            setDone(null);
            setLink({ ...passwordLink, name: managed.displayName });
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
