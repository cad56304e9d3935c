// The fifty states and DC by USPS code, and the code a typed State field means: agents type 'CA', 'ca', 'Calif' or
// 'California' alike, and the law of the job site's state must not depend on how it was typed.

export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

// Common abbreviations that are not the USPS code.
const OTHER_NAMES: Readonly<Record<string, string>> = {
  calif: 'CA',
  cal: 'CA',
  md: 'MD',
  mass: 'MA',
  penn: 'PA',
  penna: 'PA',
  tex: 'TX',
  fla: 'FL',
  ill: 'IL',
  ariz: 'AZ',
  'n carolina': 'NC',
  'n dakota': 'ND',
  'washington dc': 'DC',
  'washington d c': 'DC',
  'd c': 'DC',
};

const key = (text: string) => text.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

const BY_NAME = new Map<string, string>([
  ...Object.entries(US_STATES).map(([code, name]) => [key(name), code] as const),
  ...Object.entries(US_STATES).map(([code]) => [key(code), code] as const),
  ...Object.entries(OTHER_NAMES),
]);

/** 'California', 'calif.', ' ca ' -> 'CA'; null when the text names no state (or is empty). */
export function stateCode(typed: string): string | null {
  return BY_NAME.get(key(typed)) ?? null;
}

/** What the State field keeps when the agent leaves it: the USPS code of a state it names, else what was typed. */
export function tidyState(typed: string): string {
  return stateCode(typed) ?? typed;
}
