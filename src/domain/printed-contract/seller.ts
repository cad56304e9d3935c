// The company selling: printed at the head of every contract and named in the
// Notice of Cancellation, as the cooling-off rule requires.
export interface Seller {
  name: string;
  /** The address as printed, one line per entry. */
  addressLines: string[];
  /** Printed as given, label included ('License #HIC-0000000'): states name it differently. */
  license: string;
  /** The office phone, printed beside an agent who has none of their own. */
  phone: string;
  /** Where the Notice of Cancellation sends the buyer, when the office named a place of its own. */
  cancelTo?: { addressLines: string[]; email: string };
}
