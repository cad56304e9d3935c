// Whether a contract is still as New Contract made it: nothing typed, chosen or saved, so starting another one loses
// nothing and needs no question (docs/decisions/058-new-contract-lands-on-customer.md).
import type { Contract } from './model';

const CUSTOMER_FIELDS = [
  'First',
  'Last',
  'Phone',
  'Email',
  'Address1',
  'Address2',
  'City',
  'State',
  'PostalCode',
  'Notes',
] as const;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function isUntouched(contract: Contract): boolean {
  const { Customer, Values } = contract;
  return (
    CUSTOMER_FIELDS.every((field) => blank(Customer[field])) &&
    blank(contract.Description) &&
    blank(contract.Notes) &&
    contract.Goals.every((goal) => blank(goal.Name) && goal.Projects.length === 0) &&
    contract.Area.AreaRoom.every((room) => blank(room.RoomName) && room.Width === 0 && room.Length === 0) &&
    contract.Options === undefined &&
    Values.Deposit === 0 &&
    !Values.Discount.Active &&
    !Values.Coupon.Active &&
    blank(Values.Coupon.Title) &&
    Values.FinancingId === null &&
    !contract.Saved &&
    contract.ServerVersion === null
  );
}
