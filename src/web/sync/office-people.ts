// The office console's calls for the company's people (docs/decisions/043-the-office-console.md).
import {
  addPerson,
  changeAccess,
  changeBranch,
  changeRole,
  listPeople,
  makePasswordLink,
  resetPersonPassword,
  signOutEverywhere,
} from '#api/endpoints/office-endpoints';
import type { PasswordLinkAnswer, Person } from '#api/people';
import type { Role } from '#api/roles';
import { callOffice, type OfficeResult } from './office-calls';

const personOf = (result: OfficeResult<{ person: Person }>): OfficeResult<Person> =>
  result.ok ? { ok: true, data: result.data.person } : result;

export async function officePeople(): Promise<OfficeResult<Person[]>> {
  const result = await callOffice(listPeople, {});
  return result.ok ? { ok: true, data: result.data.people } : result;
}

export interface NewPerson {
  email: string;
  first: string;
  last: string;
  role: Role;
  phone: string | null;
  branch?: string | null | undefined;
  /** Left out: the answer's link lets them set it. */
  password?: string | undefined;
}

export async function addOfficePerson(
  person: NewPerson,
): Promise<OfficeResult<{ person: Person; passwordLink?: PasswordLinkAnswer | undefined }>> {
  const { password, ...rest } = person;
  return callOffice(addPerson, { body: password === undefined ? rest : { ...rest, password } });
}

/** `code`: the acting admin's own current code, which a change to another admin asks for (decision 075). */
const withCode = (code: string | undefined) => (code ? { code } : {});

export async function passwordLinkFor(
  userId: string,
  code?: string,
): Promise<OfficeResult<{ person: Person; passwordLink: PasswordLinkAnswer }>> {
  return callOffice(makePasswordLink, { params: { userId }, body: withCode(code) });
}

export async function setBranch(userId: string, branch: string | null): Promise<OfficeResult<Person>> {
  return personOf(await callOffice(changeBranch, { params: { userId }, body: { branch } }));
}

export async function setRole(userId: string, role: Role): Promise<OfficeResult<Person>> {
  return personOf(await callOffice(changeRole, { params: { userId }, body: { role } }));
}

export async function setAccess(userId: string, disabled: boolean): Promise<OfficeResult<Person>> {
  return personOf(await callOffice(changeAccess, { params: { userId }, body: { disabled } }));
}

export async function setPassword(userId: string, password: string, code?: string): Promise<OfficeResult<Person>> {
  return personOf(await callOffice(resetPersonPassword, { params: { userId }, body: { password, ...withCode(code) } }));
}

export async function endSessions(userId: string): Promise<OfficeResult<Person>> {
  return personOf(await callOffice(signOutEverywhere, { params: { userId } }));
}
