// What the installer's receipt says (docs/decisions/066-installer-receipt.md), in the language of the sale; the
// figures come already written in it.
import type { SaleLanguage } from '../../legal/state-rules/rules-schema';

export interface ReceiptWords {
  title: string;
  customer: string;
  reference: (contractId: string, day: string) => string;
  intro: string;
  labels: {
    product: string;
    area: string;
    installed: string;
    settled: string;
    rValue: string;
    bags: string;
  };
  inches: (value: string) => string;
  squareFeet: (value: string) => string;
  notSummed: string;
  installer: string;
  signatureAlt: (name: string) => string;
  caption: (name: string, typed: boolean, at: string) => string;
  footer: (contractId: string, page: number, count: number) => string;
}

const en: ReceiptWords = {
  title: 'Installer’s receipt',
  customer: 'Customer',
  reference: (contractId, day) => `Contract ${contractId}. Insulation installed on ${day}.`,
  intro:
    'The loose-fill insulation below was installed in each area of the house as its product’s label directs. ' +
    'Each figure is the label chart’s, for the bags and the thickness installed in that area.',
  labels: {
    product: 'Insulation',
    area: 'Coverage area',
    installed: 'Initial installed thickness',
    settled: 'Minimum settled thickness',
    rValue: 'R-value',
    bags: 'Number of bags installed',
  },
  inches: (value) => `${value} in.`,
  squareFeet: (value) => `${value} sq ft`,
  notSummed:
    'The R-value of each area is its own: the R-values of different areas are not added together, and none is an ' +
    'R-value per inch multiplied by inches.',
  installer: 'Installer',
  signatureAlt: (name) => `Signature of ${name}, installer`,
  caption: (name, typed, at) => `${name}, installer, ${typed ? 'typed' : 'signed'} on ${at}`,
  footer: (contractId, page, count) => `Installer’s receipt, contract ${contractId}. Page ${page} of ${count}.`,
};

const es: ReceiptWords = {
  title: 'Recibo del instalador',
  customer: 'Cliente',
  reference: (contractId, day) => `Contrato ${contractId}. Aislamiento instalado el ${day}.`,
  intro:
    'El aislamiento suelto indicado abajo se instaló en cada área de la casa según la etiqueta de su producto. ' +
    'Cada cifra es la de la tabla de la etiqueta, para las bolsas y el espesor instalados en esa área.',
  labels: {
    product: 'Aislamiento',
    area: 'Área cubierta',
    installed: 'Espesor inicial instalado',
    settled: 'Espesor mínimo asentado',
    rValue: 'Valor R',
    bags: 'Número de bolsas instaladas',
  },
  inches: (value) => `${value} pulg.`,
  squareFeet: (value) => `${value} pies²`,
  notSummed:
    'El valor R de cada área es solo suyo: los valores R de áreas distintas no se suman, y ninguno es un valor R ' +
    'por pulgada multiplicado por las pulgadas.',
  installer: 'Instalador',
  signatureAlt: (name) => `Firma de ${name}, instalador`,
  caption: (name, typed, at) => `${name}, instalador, ${typed ? 'escrito' : 'firmado'} el ${at}`,
  footer: (contractId, page, count) => `Recibo del instalador, contrato ${contractId}. Página ${page} de ${count}.`,
};

export const RECEIPT_WORDS: Record<SaleLanguage, ReceiptWords> = { en, es };
