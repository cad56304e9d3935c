// The office console's calls for the company's details (docs/decisions/046-company-details-served.md).
import { changeCompany, getOfficeCompany } from '#api/endpoints/company-endpoints';
import type { CompanyDetails } from '#domain/company/company-details';
import { callOffice } from './office-calls';

export const officeCompany = () => callOffice(getOfficeCompany, {});

export const saveOfficeCompany = (details: CompanyDetails) => callOffice(changeCompany, { body: details });
