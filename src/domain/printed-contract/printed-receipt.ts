// The installer's receipt as printed (docs/decisions/066-installer-receipt.md): one block per area with every field
// the R-value Rule names, in the sale's language; the device's PDF draws it.
import type { Stroke } from '../signing/signed-record';
import type { InstallerReceipt } from '../insulation/installer-receipt';
import type { SaleLanguage } from '../legal/state-rules/rules-schema';
import { calendarDateInZone } from '../legal/calendar-date';
import type { Seller } from './seller';
import { voiceOf } from './words/contract-words';
import { RECEIPT_WORDS, type ReceiptWords } from './words/receipt-words';

export interface PrintedReceipt {
  language: SaleLanguage;
  words: ReceiptWords;
  contractId: string;
  seller: { name: string; lines: string[] };
  customer: { name: string; lines: string[] };
  reference: string;
  areas: { heading: string; rows: [label: string, value: string][] }[];
  installer: { name: string; method: 'drawn' | 'typed'; strokes: Stroke[]; signedAt: string };
}

export interface ReceiptInput {
  receipt: InstallerReceipt;
  seller: Seller;
  customer: { name: string; lines: string[] };
  language: SaleLanguage;
}

export function printReceipt({ receipt, seller, customer, language }: ReceiptInput): PrintedReceipt {
  const words = RECEIPT_WORDS[language];
  const { formats } = voiceOf(language);
  const day = calendarDateInZone(receipt.InstalledOn);
  const { labels } = words;
  return {
    language,
    words,
    contractId: receipt.ContractId,
    seller: { name: seller.name, lines: [...seller.addressLines, seller.phone, seller.license] },
    customer,
    reference: words.reference(receipt.ContractId, day ? formats.longDate(day) : receipt.InstalledOn),
    areas: receipt.Areas.map((area) => ({
      heading: area.Area,
      rows: [
        [labels.product, area.Product],
        [labels.area, words.squareFeet(formats.quantity(area.SquareFeet))],
        [labels.installed, words.inches(formats.quantity(area.InstalledInches))],
        [labels.settled, words.inches(formats.quantity(area.SettledInches))],
        [labels.rValue, `R-${area.RValue}`],
        [labels.bags, formats.quantity(area.Bags)],
      ],
    })),
    installer: {
      name: receipt.Installer.Name,
      method: receipt.Installer.Method,
      strokes: receipt.Installer.Strokes,
      signedAt: receipt.Installer.SignedAt,
    },
  };
}
