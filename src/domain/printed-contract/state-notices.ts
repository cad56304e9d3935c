// The notices the job site's state requires, as the contract prints them: the statute's words in the sale's language,
// at the size and weight the statute sets, where it places them (docs/decisions/052-state-notices.md).
import type { SaleLaw } from '../contract/sale-law';
import { formatPhone } from '../format/phone';
import { noticesFor, olderBuyerApplies } from '../legal/state-law';
import type { SaleLanguage, StateNotice } from '../legal/state-rules/rules-schema';
import type { Seller } from './seller';

export interface PrintedStateNotice {
  id: string;
  placement: StateNotice['placement'];
  /** The smallest size the statute allows, in points: the renderings never print it smaller. */
  pointSize: number;
  bold: boolean;
  title: string;
  paragraphs: readonly string[];
  /** What the buyer initials beside it; null when the notice asks for no initials. */
  acknowledgment: string | null;
}

/** What a notice's words leave blank for the contract to fill: the buyer's name, the seller's, a box to tick. */
export interface NoticeBlanks {
  buyer: string;
  seller: Pick<Seller, 'name' | 'addressLines' | 'phone'>;
}

const NO_BLANKS: NoticeBlanks = { buyer: '', seller: { name: '', addressLines: [], phone: '' } };

export function printedStateNotices(
  law: SaleLaw,
  blanks: NoticeBlanks = NO_BLANKS,
  language: SaleLanguage = 'en',
): PrintedStateNotice[] {
  const fill = fillBlanks(blanks, olderBuyerApplies(law.rules, law.facts));
  return noticesFor(law.rules, law.facts).map((notice) => {
    const words = notice.words[language];
    return {
      id: notice.id,
      placement: notice.placement,
      pointSize: notice.pointSize,
      bold: notice.bold,
      title: fill(words.title),
      paragraphs: words.paragraphs.map(fill),
      acknowledgment: notice.initials && words.acknowledgment ? fill(words.acknowledgment) : null,
    };
  });
}

/** The notices the buyer must initial before signing, in the order they print. */
export function noticesToInitial(law: SaleLaw, language: SaleLanguage = 'en'): PrintedStateNotice[] {
  return printedStateNotices(law, NO_BLANKS, language).filter((notice) => notice.acknowledgment !== null);
}

// The blanks a rules file may write in a notice's words, in braces (docs/decisions/052-state-notices.md).
function fillBlanks({ buyer, seller }: NoticeBlanks, older: boolean): (text: string) => string {
  const values: Record<string, string> = {
    buyer: buyer.trim() || '____________________',
    seller: seller.name,
    sellerAddress: seller.addressLines.join(', '),
    sellerPhone: formatPhone(seller.phone),
    olderBox: older ? '[X]' : '[  ]',
  };
  return (text) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
