// The shape of a state's rules file (rules/*.json, docs/legal/): what the law of the job site's state changes in a
// contract, each part with the statute it stands on and the day it was last checked. The files are data so that
// counsel can change them without touching code; this schema is the one check every copy of them passes.
import { z } from 'zod';
import { HOLIDAY_IDS } from '../federal-holidays';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const cents = z.number().int().nonnegative();

const citation = z.object({ label: z.string().min(1), url: z.url(), checked: isoDay });

/** The languages a contract is sold in; every notice carries its words in each. */
export const SALE_LANGUAGES = ['en', 'es'] as const;
export type SaleLanguage = (typeof SALE_LANGUAGES)[number];

/** The blanks a notice's words may hold, in braces: the contract fills them in (docs/decisions/052-state-notices.md). */
export const NOTICE_BLANKS = ['buyer', 'seller', 'sellerAddress', 'sellerPhone', 'olderBox'] as const;

const blanksKnown = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].every(([, name]) => (NOTICE_BLANKS as readonly string[]).includes(name ?? ''));
const noticeText = z
  .string()
  .min(1)
  .refine(blanksKnown, { message: `a notice's blanks are ${NOTICE_BLANKS.map((name) => `{${name}}`).join(', ')}` });

const noticeWords = z.object({
  title: noticeText,
  paragraphs: z.array(noticeText).min(1),
  /** What the buyer initials beside the notice, when the notice asks for it. */
  acknowledgment: noticeText.optional(),
});

/**
 * A block of words a state requires, printed exactly as written, at its size and weight, where the law places it:
 * on the first page, with the terms, beside the buyer's signature, or on a page of its own.
 */
const stateNotice = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'a notice id is lower-case words joined by hyphens'),
    placement: z.enum(['first-page', 'terms', 'by-signature', 'own-page']),
    /** The smallest type the statute allows, in points. */
    pointSize: z.number().min(8).max(24),
    bold: z.boolean(),
    /** All capitals, as the statute prints it (the words are stored in capitals; this says they must be). */
    caps: z.boolean(),
    /** Printed only on contracts of more than this price. */
    overPriceCents: cents.optional(),
    /** Printed only when any buyer is the state's older-buyer age or older (true), or only when none is (false). */
    olderBuyer: z.boolean().optional(),
    /** The buyer initials it on the Sign step (and beside it on paper). */
    initials: z.boolean(),
    words: z.object({ en: noticeWords, es: noticeWords }),
    cite: z.array(citation).min(1),
  })
  .refine(
    (notice) =>
      !notice.caps ||
      SALE_LANGUAGES.every((language) =>
        [notice.words[language].title, ...notice.words[language].paragraphs].every(
          (text) => text === text.toLocaleUpperCase(language),
        ),
      ),
    { message: 'a notice in capitals has its words stored in capitals', path: ['words'] },
  )
  .refine(
    (notice) =>
      !notice.initials || SALE_LANGUAGES.every((language) => notice.words[language].acknowledgment !== undefined),
    { message: 'a notice the buyer initials says what they acknowledge, in every language', path: ['words'] },
  );

export const stateRulesSchema = z.object({
  /** USPS code, or 'US' for the federal rule that applies where no state file does. */
  state: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  version: z.number().int().positive(),
  checked: isoDay,
  cancellation: z.object({
    businessDays: z.number().int().min(3).max(30),
    /** More days when any buyer is this old or older (and the price is at least minimumPriceCents). */
    olderBuyer: z
      .object({
        age: z.number().int().min(50).max(80),
        businessDays: z.number().int().min(3).max(30),
        minimumPriceCents: cents.optional(),
      })
      .optional(),
    saturdaysCount: z.boolean(),
    /** The holidays the statute leaves out of its business days (actual and observed day alike). */
    holidays: z.array(z.enum(HOLIDAY_IDS)),
    /** From the day of the sale, or from the day the buyer receives a copy (the same day: the tablet hands it). */
    countsFrom: z.enum(['signing', 'receipt']),
    cite: z.array(citation).min(1),
  }),
  deposit: z
    .object({
      /** At most this fraction of the contract price, [numerator, denominator]. */
      fraction: z.tuple([z.number().int().positive(), z.number().int().positive()]),
      /** And never more than this, when the statute names an amount. */
      capCents: cents.optional(),
      /** The cap applies to contracts of at least this price. */
      fromPriceCents: cents,
      /** The sentence about deposits the contract prints. */
      sentence: z.string().min(1),
      /** The same sentence for a sale in Spanish; absent in files published before sales in Spanish. */
      sentenceEs: z.string().min(1).optional(),
      cite: z.array(citation).min(1),
    })
    .nullable(),
  /** False: no work may start before the cancellation period ends. */
  workMayStartInWindow: z.boolean(),
  cancelMethods: z.array(z.enum(['mail', 'certified-mail', 'hand', 'email'])).min(1),
  /** The contract must give an email address the buyer may cancel by (California, AB 1327). */
  cancelEmailRequired: z.boolean().default(false),
  /** 'counsel': signing on the tablet waits for counsel's approval; the Sign step offers paper. */
  electronicSigning: z.enum(['allowed', 'counsel']),
  /**
   * The edition of the IECC the state enforces for homes, which picks the climate-zone map and the code's minimums
   * (docs/decisions/061-job-site-and-ventilation.md); absent: 2021, the newest the table has.
   */
  energyCode: z
    .object({ iecc: z.union([z.literal(2015), z.literal(2021)]), cite: z.array(citation).min(1) })
    .optional(),
  /** The blocks of words the state requires; absent in files published before notices were rules. */
  notices: z.array(stateNotice).optional(),
  note: z.string().optional(),
});

export type StateRules = z.infer<typeof stateRulesSchema>;
export type Citation = z.infer<typeof citation>;
export type StateNotice = z.infer<typeof stateNotice>;
export type NoticeWords = z.infer<typeof noticeWords>;
