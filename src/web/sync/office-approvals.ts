// The office console's calls for price floors and managers' approval codes (docs/decisions/055-price-floors.md).
import { changePriceFloors, getPriceFloors, giveApproval } from '#api/endpoints/price-floor-endpoints';
import type { GiveApproval } from '#api/price-floors';
import type { PriceFloors } from '#domain/approval/price-floors';
import { callOffice } from './office-calls';

export const officePriceFloors = () => callOffice(getPriceFloors, {});

export const saveOfficePriceFloors = (floors: PriceFloors) => callOffice(changePriceFloors, { body: floors });

export const giveOfficeApproval = (ask: GiveApproval) => callOffice(giveApproval, { body: ask });
