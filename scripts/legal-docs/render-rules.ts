// docs/legal/state-rules.md, written from the rules files so that counsel reads exactly what the tablets apply:
// `npm run legal-docs` writes it, and its test fails when a rules file changed and the page did not.
import { formatDollars } from '#domain/format/money-format';
import { FEDERAL } from '#domain/legal/state-law';
import type { Citation, StateNotice, StateRules } from '#domain/legal/state-rules/rules-schema';
import { toDollars } from '#domain/money';

const HOLIDAY_NAMES: Record<string, string> = {
  'new-year': "New Year's Day",
  mlk: 'Martin Luther King Jr. Day',
  washington: "Washington's Birthday",
  patriots: "Patriots' Day",
  memorial: 'Memorial Day',
  juneteenth: 'Juneteenth',
  independence: 'Independence Day',
  labor: 'Labor Day',
  columbus: 'Columbus Day',
  veterans: 'Veterans Day',
  thanksgiving: 'Thanksgiving Day',
  christmas: 'Christmas Day',
};

const METHODS: Record<string, string> = {
  mail: 'mail',
  'certified-mail': 'certified or registered mail',
  hand: 'hand delivery',
  email: 'email',
};

const cites = (list: readonly Citation[]) =>
  list.map((cite) => `[${cite.label}](${cite.url}) (checked ${cite.checked})`).join('; ');

function cancellation(rules: StateRules): string[] {
  const { cancellation: rule } = rules;
  const older = rule.olderBuyer;
  return [
    `- **Cancellation:** ${rule.businessDays} business days` +
      (older
        ? `; ${older.businessDays} when any buyer is ${older.age} or older` +
          (older.minimumPriceCents
            ? ` and the price is at least ${formatDollars(toDollars(older.minimumPriceCents))}`
            : '')
        : '') +
      `, counted from ${rule.countsFrom === 'signing' ? 'the day of the sale' : 'the day the buyer receives a copy'}. ` +
      `Saturdays ${rule.saturdaysCount ? 'count' : 'do not count'}; Sundays never do. ` +
      `Holidays: ${rule.holidays.map((id) => HOLIDAY_NAMES[id] ?? id).join(', ')}. ${cites(rule.cite)}.`,
  ];
}

function deposit(rules: StateRules): string[] {
  const rule = rules.deposit;
  if (!rule) return ['- **Deposit:** no cap; the app suggests 20% of the price.'];
  const [numerator, denominator] = rule.fraction;
  const from =
    rule.fromPriceCents > 0 ? ` on contracts of ${formatDollars(toDollars(rule.fromPriceCents))} or more` : '';
  const cap = rule.capCents === undefined ? '' : ` and at most ${formatDollars(toDollars(rule.capCents))}`;
  return [
    `- **Deposit:** at most ${numerator}/${denominator} of the price${cap}${from}. Printed: "${rule.sentence}"${rule.sentenceEs ? ` (in Spanish: "${rule.sentenceEs}")` : ''} ${cites(rule.cite)}.`,
  ];
}

const PLACEMENTS: Record<StateNotice['placement'], string> = {
  'first-page': 'on the first page',
  terms: 'with the terms',
  'by-signature': "beside the buyer's signature",
  'own-page': 'on a page of its own',
};

function notice(entry: StateNotice): string[] {
  const when = [
    entry.overPriceCents !== undefined ? `on contracts over ${formatDollars(toDollars(entry.overPriceCents))}` : '',
    entry.olderBuyer === true ? 'when a buyer is older' : entry.olderBuyer === false ? 'when no buyer is older' : '',
  ].filter(Boolean);
  const words = (language: 'en' | 'es') => {
    const { title, paragraphs, acknowledgment } = entry.words[language];
    const lines = [title, ...paragraphs, ...(acknowledgment ? [`Initialed: ${acknowledgment}`] : [])];
    return lines.flatMap((line, index) => (index === 0 ? [`  > ${line}`] : ['  >', `  > ${line}`]));
  };
  return [
    `- **Notice "${entry.words.en.title}"** (\`${entry.id}\`): ${PLACEMENTS[entry.placement]}, at least ` +
      `${entry.pointSize}-point ${entry.bold ? 'bold' : 'regular'}${entry.caps ? ' capitals' : ''}; printed ` +
      `${when.length > 0 ? when.join(' and ') : 'on every contract'}${entry.initials ? '; the buyer initials it' : ''}. ` +
      `${cites(entry.cite)}.`,
    '',
    '  In English:',
    '',
    ...words('en'),
    '',
    '  In Spanish:',
    '',
    ...words('es'),
    '',
  ];
}

function section(rules: StateRules): string[] {
  return [
    `## ${rules.state === FEDERAL ? rules.name : `${rules.name} (${rules.state})`}`,
    '',
    `Rules version ${rules.version}, checked ${rules.checked}.`,
    '',
    ...cancellation(rules),
    ...deposit(rules),
    `- **Work inside the window:** ${rules.workMayStartInWindow ? 'may start' : 'may not start; the earliest start printed is the day after the last day to cancel'}.`,
    `- **The buyer may cancel by:** ${rules.cancelMethods.map((method) => METHODS[method] ?? method).join(', ')}` +
      `${rules.cancelEmailRequired ? '; the contract must give an email address for cancelling' : ''}.`,
    `- **Signing on the tablet:** ${rules.electronicSigning === 'allowed' ? 'allowed' : 'waits for counsel; the Sign step offers paper'}.`,
    ...(rules.note ? [`- **Note:** ${rules.note}`] : []),
    '',
    ...(rules.notices ?? []).flatMap(notice),
  ];
}

export function renderRulesDocument(rules: readonly StateRules[]): string {
  const federal = rules.filter((entry) => entry.state === FEDERAL);
  const states = rules.filter((entry) => entry.state !== FEDERAL).sort((a, b) => a.name.localeCompare(b.name));
  return [
    '# State rules',
    '',
    'Written by `npm run legal-docs` from `src/domain/legal/state-rules/rules/`; do not edit by hand. What each rule',
    'changes in a contract is in [decision 050](../decisions/050-state-rules.md). Not legal advice: every text needs',
    "the company's counsel before it ships.",
    '',
    ...[...federal, ...states].flatMap(section),
  ].join('\n');
}
