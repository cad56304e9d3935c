// The guide file names the server answers to: a scope's wsid with the dash made an x ('A1-07' -> 'A1x07'), and the
// fallback 'A1x1' (docs/decisions/005). One guide is rendered per family and served under every name of that family.
import { HIDDEN_CATEGORY } from '#domain/catalogue/catalogue';
import type { WorkScope } from '#domain/contract/model';
import { GUIDE_FAMILIES, type GuideFamily } from '#domain/guides/pdf-guide';
import type { GuideScope } from './guide-layout';

// Case-sensitive like guideFor: a family code, 'x', and a one- or two-digit number.
const GUIDE_NAME = /^([A-Z][0-9])x[0-9]{1,2}$/;

function isGuideFamily(value: string): value is GuideFamily {
  return (GUIDE_FAMILIES as readonly string[]).includes(value);
}

/**
 * The family whose guide a name is served from: 'A1x07' -> 'A1',
 * 'A1x1' -> 'A1'. Null for anything else, an extension or a path included
 * ('A1x07.pdf', '../etc', 'Z9x01').
 */
export function familyOfGuideName(name: string): GuideFamily | null {
  if (typeof name !== 'string') return null;
  const family = GUIDE_NAME.exec(name)?.[1];
  return family !== undefined && isGuideFamily(family) ? family : null;
}

/**
 * The scopes a family's guide lists: those whose wsid starts with the family
 * code and a dash, hidden ones ('A7-99', 'W1-99') left out, in catalogue order.
 */
export function guideScopes(family: GuideFamily, scopes: readonly WorkScope[]): GuideScope[] {
  return scopes
    .filter((scope) => scope.wsid.startsWith(`${family}-`) && scope.category.name !== HIDDEN_CATEGORY)
    .map(({ wsid, name, description }) => ({ wsid, name, description }));
}
