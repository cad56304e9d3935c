// The words of a contract in the language of its sale (docs/decisions/053-language-of-the-sale.md).
import type { Contract } from '../../contract/model';
import type { SaleLanguage } from '../../legal/state-rules/rules-schema';
import { localeFormats, type LocaleFormats } from '../../format/locale-format';
import { en, type ContractWords } from './en';
import { es } from './es';

export type { ContractWords };

const WORDS: Record<SaleLanguage, ContractWords> = { en, es };

export function wordsFor(language: SaleLanguage): ContractWords {
  return WORDS[language];
}

export function saleLanguage(contract: Pick<Contract, 'Language'>): SaleLanguage {
  return contract.Language === 'es' ? 'es' : 'en';
}

/** The words of a language and the formats its dates and money are written in. */
export interface Voice {
  language: SaleLanguage;
  words: ContractWords;
  formats: LocaleFormats;
}

const VOICES: Record<SaleLanguage, Voice> = {
  en: { language: 'en', words: en, formats: localeFormats(en.locale) },
  es: { language: 'es', words: es, formats: localeFormats(es.locale) },
};

/** The same object for a language every time: printed work is kept per voice (printed-contract.ts). */
export function voiceOf(language: SaleLanguage): Voice {
  return VOICES[language];
}

export const ENGLISH: Voice = VOICES.en;
