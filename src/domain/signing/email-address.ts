// The one address a signed copy may go to: a plain addr-spec (local@domain), never a list, a display name or a
// group. The consent screen and the cloud both refuse anything else, so the company's mail server sends each signed
// copy to the one address the customer gave.

// No spaces, no list or group separators (, ;), no name brackets or quotes, one @, a dot in the domain.
const ADDR_SPEC = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\.]+(\.[^\s@,;:<>()[\]"\\.]+)+$/;

/** True for one plain email address (local@domain.tld) of at most 254 characters. */
export function isSingleEmailAddress(text: string): boolean {
  return text.length <= 254 && ADDR_SPEC.test(text);
}

/**
 * Whether the address given at consent is the contract's own (decision 074): the company emails a signed copy only
 * to the customer's address as the contract holds it, so one typed at consent that differs updates the contract first.
 */
export function isContractAddress(consentEmail: string, contractEmail: string): boolean {
  const given = consentEmail.trim().toLowerCase();
  return given === '' || given === contractEmail.trim().toLowerCase();
}
