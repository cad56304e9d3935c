// The second factor's calls from the office console (docs/decisions/045-second-factor.md).
import {
  confirmEnrolment,
  getSecondFactor,
  removeSecondFactor,
  startEnrolment,
} from '#api/endpoints/second-factor-endpoints';
import { callOffice } from './office-calls';

export const secondFactorStatus = () => callOffice(getSecondFactor, {});

export const startSecondFactor = () => callOffice(startEnrolment, {});

export const confirmSecondFactor = (code: string) => callOffice(confirmEnrolment, { body: { code } });

export const removePersonSecondFactor = (userId: string) => callOffice(removeSecondFactor, { params: { userId } });
