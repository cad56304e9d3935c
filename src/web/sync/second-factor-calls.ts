// The second factor's calls from the office console (docs/decisions/045-second-factor.md).
import {
  confirmEnrolment,
  getSecondFactor,
  removeSecondFactor,
  startEnrolment,
  verifySecondFactor,
} from '#api/endpoints/second-factor-endpoints';
import { callOffice } from './office-calls';

export const secondFactorStatus = () => callOffice(getSecondFactor, {});

export const startSecondFactor = () => callOffice(startEnrolment, {});

export const confirmSecondFactor = (code: string) => callOffice(confirmEnrolment, { body: { code } });

export const removePersonSecondFactor = (userId: string, code?: string) =>
  callOffice(removeSecondFactor, { params: { userId }, body: code ? { code } : {} });

/** The code again, for an office session 12 hours on or 30 minutes idle (decision 075). */
export const verifyOwnSecondFactor = (code: string) => callOffice(verifySecondFactor, { body: { code } });
